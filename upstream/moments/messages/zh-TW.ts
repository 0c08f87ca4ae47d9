import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': '此動態不存在或對你不可見。',
  'moment.commentNotFound': '此留言不存在或對你不可見。',
  'moment.id': '請選擇有效的動態。',
  'moment.commentId': '請選擇有效的留言。',
  'moment.content': '請寫點什麼：動態為 1 到 {max} 個字元。',
  'moment.pictures': '請加入 1 到 {max} 張照片。',
  'moment.pictureUnknown': '有照片不是你上傳的或已被使用，請重新上傳。',
  'moment.type': '請選擇一般動態或閱後即焚動態。',
  'moment.audience': '請選擇所有人、好友或僅自己。',
  'moment.flag': '請選擇 true 或 false。',
  'moment.comment': '請輸入 1 到 {max} 個字元的留言。',
  'moment.scope': '請選擇全部、追蹤、好友、附近、隨機、會員或我的。',
  'moment.cursor': '列表位置無效，請重新整理列表。',
  'moment.seed': '隨機順序需要 1 到 64 個字母或數字的種子。',
  'moment.userIds': '請提供 1 到 {max} 個會員 ID。',
  'moment.burnViewed': '你已經看過這些照片了。',
  'moment.burnOwn': '你自己的閱後即焚照片始終對你可見。',
  'moment.notBurn': '這不是閱後即焚動態。',
  'moment.publishLimit': '每小時最多發佈 {max} 則動態，請稍後再試。',
  'moment.commentLimit': '你留言得太快了，請稍候。',
  'moment.noWords': '這段文字沒有可翻譯的內容。',
  'moment.sameLanguage': '這段文字已經是{language}。',
} satisfies Translation<typeof en>;
