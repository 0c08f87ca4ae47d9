import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': '請選擇有效的檢舉。',
  'moderation.itemNotFound': '此檢舉不存在。',
  'moderation.updateConflict': '你開啟這則檢舉後，其他人已對其進行變更。請重新載入後再做決定。',
  'moderation.version': '請提供你要處理的檢舉的版本。',
  'moderation.action': '請選擇駁回、警告、刪除、停權或永久停權。',
  'moderation.removeMember': '針對會員的檢舉沒有可刪除的內容：請改為警告、停權或永久停權。',
  'moderation.days': '停權期間為 1 至 365 天，且只有停權需要填寫天數。',
  'moderation.note': '備註最多 500 個字元。',
  'moderation.state': '請選擇待處理、已處理或全部。',
  'moderation.kind': '請選擇會員、訊息、動態或留言。',
  'moderation.mine': '篩選條件「mine」為 1 或 0。',
  'moderation.momentId': '請選擇有效的動態。',
  'moderation.commentId': '請選擇有效的留言。',
  'moderation.ownContent': '你不能檢舉自己的內容。',
  'moderation.suspended': '由於違反社群規範，你的帳號已被停權至 {until}。',
  'moderation.banned': '由於違反社群規範，你的帳號已被永久停權。',
} satisfies Translation<typeof en>;
