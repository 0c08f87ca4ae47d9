import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': '上傳憑證缺失或已過期，請重試。',
  'upload.used': '此上傳憑證已被使用。',
  'upload.unknown': '此上傳不存在或已加入相簿。',
  'photo.notFound': '此照片不存在。',
  'photo.forbidden': '你無法查看這張照片。',
  'file.tooLarge': '檔案過大，最大 10 MB。',
  'image.format': '圖片格式錯誤，請選擇 PNG、JPEG 或 GIF 圖片。',
  'image.tooLarge': '圖片過大，最大 10 MB。',
} satisfies Translation<typeof en>;
