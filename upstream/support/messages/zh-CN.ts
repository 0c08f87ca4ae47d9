import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': '请选择有效的会员会话。',
  'support.conversationNotFound': '该会员没有与客服的会话。',
  'support.claimConflict': '另一位工作人员正在处理此会话。未做任何更改。',
  'support.replyText': '回复为 1 到 1000 个字符。',
  'support.noteText': '备注为 1 到 1000 个字符。',
  'support.flag': '此筛选条件为 1 或 0。',
} satisfies Translation<typeof en>;
