import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': 'Bitte wähle ein gültiges Mitgliedergespräch.',
  'support.conversationNotFound': 'Dieses Mitglied hat kein Gespräch mit dem Kundenservice.',
  'support.claimConflict': 'Jemand anderes aus dem Team bearbeitet dieses Gespräch. Es wurde nichts geändert.',
  'support.replyText': 'Eine Antwort hat 1 bis 1000 Zeichen.',
  'support.noteText': 'Eine Notiz hat 1 bis 1000 Zeichen.',
  'support.flag': 'Dieser Filter ist 1 oder 0.',
} satisfies Translation<typeof en>;
