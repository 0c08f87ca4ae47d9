import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': '請輸入 1 到 1000 個字元的訊息。',
  'chat.clientId': '訊息 ID 須為 1 到 64 個字母、數字、「-」或「_」。',
  'chat.type': '無法傳送此類訊息。',
  'chat.image': '該上傳不存在或已被使用。',
  'chat.burn': '閱後即焚須為開啟或關閉。',
  'chat.ext': '附加資料須為不超過 2 KB 的 JSON 物件。',
  'chat.self': '不能傳訊息給自己。',
  'chat.blocked': '你無法與該會員聊天。',
  'chat.unavailable': '該會員已註銷帳號。',
  'chat.messageId': '請選擇有效的訊息。',
  'chat.messageNotFound': '該訊息不存在。',
  'chat.recallExpired': '該訊息已超過收回時間，無法收回。',
  'chat.burnViewed': '該照片已被查看。',
  'chat.rateLimited': '傳送訊息過快，請稍候再試。',
  'chat.typing': '輸入狀態須為 true 或 false。',
  'complain.type': '請選擇檢舉類型。',
  'complain.reason': '請填寫 1 到 200 個字元的原因。',
  'complain.notes': '備註最多 1000 個字元。',
  'complain.harassment': '騷擾或辱罵',
  'complain.spam': '垃圾訊息或詐騙',
  'complain.photos': '不當照片',
  'complain.fake': '虛假資料',
  'complain.underage': '未成年用戶',
  'complain.other': '其他',
} satisfies Translation<typeof en>;
