import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': 'Bitte wähle eine Art von Benachrichtigung.',
  'notice.who': 'Bitte wähle, wer dich benachrichtigen darf: alle, Personen, denen du folgst, Freunde oder niemand.',
  'notice.flag': 'Das Feld „{field}“ muss wahr oder falsch sein.',
  'notice.upTo': 'Bitte wähle eine gültige Benachrichtigung, bis zu der als gelesen markiert wird.',
  'notice.id': 'Bitte wähle eine gültige Benachrichtigung.',
  'notice.notFound': 'Diese Benachrichtigung gibt es nicht.',
  'notice.muteSelf': 'Du kannst deine eigenen Benachrichtigungen nicht stummschalten.',
  'announcement.id': 'Bitte wähle eine gültige Ankündigung.',
  'announcement.notFound': 'Diese Ankündigung gibt es nicht.',
  'announcement.texts':
    'Gib einen Titel und einen Text auf Englisch an, und in jeder weiteren Sprache, die du hinzufügst (Titel bis 120 Zeichen, Texte bis 5.000).',
  'announcement.publishAt': 'Bitte gib einen gültigen Veröffentlichungszeitpunkt an.',
  'announcement.updateConflict':
    'Ein anderer Admin hat diese Ankündigung geändert, seit du sie geöffnet hast: Nichts wurde gespeichert. Lade sie neu und versuche es noch einmal.',
  'announcement.notEditable':
    'Diese Ankündigung kann nicht mehr geändert werden: Eine veröffentlichte behält Texte und Zeitpunkt, eine zurückgezogene bleibt zurückgezogen.',
  'announcement.version': 'Bitte gib die Version der Ankündigung an, die du gelesen hast.',
  'maintenance.texts':
    'Gib die Nachricht auf Englisch an, und in jeder weiteren Sprache, die du hinzufügst (bis 500 Zeichen).',
  'maintenance.times': 'Gib Beginn und Ende an: das Ende nach dem Beginn und in der Zukunft.',
  'maintenance.active': 'Across wird bis {endsAt} gewartet. Bitte versuche es dann noch einmal.',
  'staff.forbidden': 'Das darf nur das Across-Team.',
  'push.subscription': 'Bitte gib ein gültiges Push-Abonnement an.',
} satisfies Translation<typeof en>;
