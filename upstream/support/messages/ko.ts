import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': '올바른 회원 대화를 선택하세요.',
  'support.conversationNotFound': '이 회원은 고객센터와의 대화가 없습니다.',
  'support.claimConflict': '다른 직원이 이 대화를 처리하고 있습니다. 아무것도 변경되지 않았습니다.',
  'support.replyText': '답장은 1~1000자입니다.',
  'support.noteText': '메모는 1~1000자입니다.',
  'support.flag': '이 필터는 1 또는 0입니다.',
} satisfies Translation<typeof en>;
