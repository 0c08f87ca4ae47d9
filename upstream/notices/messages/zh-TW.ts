import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': '請選擇通知類型。',
  'notice.who': '請選擇誰可以通知你：所有人、你追蹤的人、好友或任何人都不可以。',
  'notice.flag': '欄位「{field}」必須為 true 或 false。',
  'notice.upTo': '請選擇有效的通知，標記到該則為止為已讀。',
  'notice.id': '請選擇有效的通知。',
  'notice.notFound': '此通知不存在。',
  'notice.muteSelf': '不能關閉自己的通知。',
  'announcement.id': '請選擇有效的公告。',
  'announcement.notFound': '此公告不存在。',
  'announcement.texts':
    '請填寫英文標題和內文，以及你新增的每種語言的標題和內文（標題最多 120 個字元，內文最多 5000 個字元）。',
  'announcement.publishAt': '請填寫有效的發布時間。',
  'announcement.updateConflict': '你開啟後另一位管理員修改了這則公告：沒有儲存任何內容。請重新載入後再試。',
  'announcement.notEditable': '這則公告已不能修改：已發布的公告保留原文和時間，已撤回的公告保持撤回。',
  'announcement.version': '請提供你讀取的公告版本。',
  'maintenance.texts': '請填寫英文訊息，以及你新增的每種語言的訊息（最多 500 個字元）。',
  'maintenance.times': '請填寫開始與結束時間：結束時間須晚於開始時間，且在未來。',
  'maintenance.active': 'Across 正在維護中，預計 {endsAt} 結束。請屆時再試。',
  'staff.forbidden': '只有 Across 工作人員可以執行此操作。',
  'push.subscription': '請提供有效的推播訂閱。',
} satisfies Translation<typeof en>;
