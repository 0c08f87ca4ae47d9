import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': '上传凭证缺失或已过期，请重试。',
  'upload.used': '该上传凭证已被使用。',
  'upload.unknown': '该上传不存在或已加入相册。',
  'photo.notFound': '该照片不存在。',
  'photo.forbidden': '你无法查看这张照片。',
  'file.tooLarge': '文件过大，最大 10 MB。',
  'image.format': '图片格式错误，请选择 PNG、JPEG 或 GIF 图片。',
  'image.tooLarge': '图片过大，最大 10 MB。',
} satisfies Translation<typeof en>;
