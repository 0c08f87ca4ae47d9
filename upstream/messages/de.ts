import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: 'Erfolgreich',
  'body.invalid': 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
  'field.notText': 'Das Feld „{field}“ muss Text sein.',
  'field.control': 'Das Feld „{field}“ enthält Steuerzeichen, die nicht erlaubt sind.',
  'platform.invalid': 'Der platform-Header ist zu lang.',
  'route.notFound': 'Diese Adresse gibt es nicht.',
  'server.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
  'auth.required': 'Bitte melde dich erneut an.',
  'userId.invalid': 'Bitte wähle ein gültiges Mitglied.',
  'page.invalid': 'Die Seite muss eine positive Zahl sein, die Größe höchstens 50.',
  'page.tooDeep': 'Eine Liste kann höchstens 100.000 Einträge tief gelesen werden.',
  'body.tooLarge': 'Das ist zu groß: höchstens {megabytes} MB.',
  'rate.limited': 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  'lookup.rateLimited':
    'Du suchst zu schnell nach Mitgliedern. Bitte mach eine kurze Pause und versuche es dann erneut.',
} satisfies Translation<typeof en>;
