import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': '此用戶不存在。',
  'search.self': '請勿搜尋自己的帳號。',
  'search.required': '請輸入要搜尋的暱稱或 ID。',
  'follow.self': '不能追蹤自己。',
  'block.self': '不能封鎖自己。',
  'privacy.invalid': '每項隱私設定只能開啟或關閉。',
  'meet.age': '請選擇 18 到 99 歲之間的年齡，較小的在前。',
  'meet.online': '「現在上線」為 1（僅上線會員）或 0。',
} satisfies Translation<typeof en>;
