import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': 'Du kannst dich nicht selbst als Freund hinzufügen.',
  'friend.shareInvalid': 'Dieser Einladungslink ist ungültig oder abgelaufen.',
  'friend.already': 'Ihr seid bereits befreundet.',
  'friend.notFriend': 'Dieses Mitglied ist nicht mit dir befreundet.',
  'friend.message': 'Die Nachricht darf höchstens 200 Zeichen lang sein.',
  'friend.remark': 'Der Anzeigename darf höchstens 32 Zeichen lang sein.',
  'apply.notFound': 'Diese Freundschaftsanfrage gibt es nicht.',
  'apply.notPending': 'Diese Freundschaftsanfrage wurde bereits bearbeitet.',
  'apply.id': 'Bitte wähle eine gültige Freundschaftsanfrage.',
  'apply.status': 'Wähle 1 zum Annehmen oder 2 zum Ablehnen der Anfrage.',
} satisfies Translation<typeof en>;
