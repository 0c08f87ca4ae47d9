import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': '不能新增自己為好友。',
  'friend.shareInvalid': '邀請連結無效或已過期。',
  'friend.already': '你們已經是好友了。',
  'friend.notFriend': '此用戶不是你的好友。',
  'friend.message': '驗證訊息最多 200 個字元。',
  'friend.remark': '備註名最多 32 個字元。',
  'apply.notFound': '此好友申請不存在。',
  'apply.notPending': '此好友申請已處理。',
  'apply.id': '請選擇有效的好友申請。',
  'apply.status': '請選擇 1（通過）或 2（拒絕）。',
} satisfies Translation<typeof en>;
