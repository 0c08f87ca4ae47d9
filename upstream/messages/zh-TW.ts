import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: '成功',
  'body.invalid': '請求內容必須是 JSON 物件。',
  'field.notText': '欄位「{field}」必須是文字。',
  'field.control': '欄位「{field}」包含不允許的控制字元。',
  'platform.invalid': 'platform 標頭過長。',
  'route.notFound': '此網址不存在。',
  'server.internal': '伺服器發生錯誤，請稍後再試。',
  'auth.required': '請重新登入。',
  'userId.invalid': '請選擇有效的用戶。',
  'page.invalid': '頁碼必須是正整數，每頁最多 50 筆。',
  'page.tooDeep': '列表最多只能翻到第 100,000 筆。',
  'body.tooLarge': '內容太大：最多 {megabytes} MB。',
  'rate.limited': '嘗試次數過多，請稍後再試。',
  'lookup.rateLimited': '查詢用戶過於頻繁，請稍作休息後再試。',
} satisfies Translation<typeof en>;
