import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': '請選擇有效的會員對話。',
  'support.conversationNotFound': '該會員沒有與客服的對話。',
  'support.claimConflict': '另一位工作人員正在處理此對話。未做任何變更。',
  'support.replyText': '回覆為 1 到 1000 個字元。',
  'support.noteText': '備註為 1 到 1000 個字元。',
  'support.flag': '此篩選條件為 1 或 0。',
} satisfies Translation<typeof en>;
