import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': 'Bitte schreibe eine Nachricht mit 1 bis 1000 Zeichen.',
  'chat.translate': 'Gib an, ob diese Nachricht übersetzt wird (true oder false).',
  'chat.clientId': 'Die Nachrichten-ID muss aus 1 bis 64 Buchstaben, Ziffern, „-“ oder „_“ bestehen.',
  'chat.type': 'Diese Art von Nachricht kann nicht gesendet werden.',
  'chat.image': 'Dieser Upload existiert nicht oder wurde bereits verwendet.',
  'chat.burn': 'Selbstzerstörung muss an oder aus sein.',
  'chat.ext': 'Die Zusatzdaten müssen ein JSON-Objekt von höchstens 2 KB sein.',
  'chat.self': 'Du kannst dir nicht selbst schreiben.',
  'chat.blocked': 'Du kannst mit diesem Mitglied nicht chatten.',
  'chat.unavailable': 'Dieses Mitglied hat sein Konto geschlossen.',
  'chat.messageId': 'Bitte wähle eine gültige Nachricht.',
  'chat.messageNotFound': 'Diese Nachricht gibt es nicht.',
  'chat.recallExpired': 'Diese Nachricht kann nicht mehr zurückgezogen werden.',
  'chat.welcome':
    'Willkommen bei Across! Hier ist der Kundenservice: Schreib uns hier, wann immer du Hilfe brauchst, gern in deiner eigenen Sprache.',
  'chat.burnViewed': 'Dieses Foto wurde bereits angesehen.',
  'chat.rateLimited': 'Du sendest Nachrichten zu schnell. Bitte warte einen Moment.',
  'chat.typing': 'Tippen muss wahr oder falsch sein.',
  'complain.type': 'Bitte wähle eine Art der Beschwerde.',
  'complain.reason': 'Bitte gib einen Grund mit 1 bis 200 Zeichen an.',
  'complain.notes': 'Die Anmerkungen dürfen höchstens 1000 Zeichen lang sein.',
  'complain.tooMany': 'Du hast heute schon viele Meldungen gesendet. Bitte versuche es morgen wieder.',
  'complain.tooManyAboutMember':
    'Du hast dieses Mitglied heute schon mehrmals gemeldet; deine Meldungen sind bei uns. Bitte warte, bevor du es erneut meldest.',
  'complain.harassment': 'Belästigung oder Beleidigung',
  'complain.spam': 'Spam oder Betrug',
  'complain.photos': 'Unangemessene Fotos',
  'complain.fake': 'Gefälschtes Profil',
  'complain.underage': 'Minderjährige Person',
  'complain.other': 'Sonstiges',
} satisfies Translation<typeof en>;
