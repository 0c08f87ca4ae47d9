import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': 'Выберите действительный разговор с участником.',
  'support.conversationNotFound': 'У этого участника нет разговора со службой поддержки.',
  'support.claimConflict': 'Этим разговором занимается другой сотрудник. Ничего не изменено.',
  'support.replyText': 'Ответ — от 1 до 1000 символов.',
  'support.noteText': 'Заметка — от 1 до 1000 символов.',
  'support.flag': 'Этот фильтр равен 1 или 0.',
} satisfies Translation<typeof en>;
