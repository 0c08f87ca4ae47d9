import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': 'Bitte wähle eine gültige Meldung.',
  'moderation.itemNotFound': 'Diese Meldung gibt es nicht.',
  'moderation.updateConflict':
    'Jemand anderes hat diese Meldung geändert, seit du sie geöffnet hast. Bitte lade sie neu und entscheide noch einmal.',
  'moderation.version': 'Bitte gib die Version der Meldung an, über die du entscheidest.',
  'moderation.action': 'Bitte wähle verwerfen, verwarnen, entfernen, sperren oder dauerhaft sperren.',
  'moderation.removeMember':
    'Eine Meldung über ein Mitglied hat keinen Inhalt zum Entfernen: verwarne, sperre oder sperre dauerhaft.',
  'moderation.days': 'Eine Sperre dauert 1 bis 365 Tage, und nur eine Sperre hat Tage.',
  'moderation.note': 'Die Notiz darf höchstens 500 Zeichen lang sein.',
  'moderation.state': 'Bitte wähle offen, entschieden oder alle.',
  'moderation.kind': 'Bitte wähle Mitglied, Nachricht, Moment oder Kommentar.',
  'moderation.mine': 'Der Filter „mine“ ist 1 oder 0.',
  'moderation.momentId': 'Bitte wähle einen gültigen Moment.',
  'moderation.commentId': 'Bitte wähle einen gültigen Kommentar.',
  'moderation.ownContent': 'Du kannst deinen eigenen Beitrag nicht melden.',
  'moderation.suspended': 'Dein Konto ist wegen Verstößen gegen die Gemeinschaftsregeln bis {until} gesperrt.',
  'moderation.banned': 'Dein Konto wurde wegen Verstößen gegen die Gemeinschaftsregeln dauerhaft gesperrt.',
} satisfies Translation<typeof en>;
