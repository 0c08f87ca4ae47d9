import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': 'アップロードの許可がないか、期限切れです。もう一度お試しください。',
  'upload.used': 'このアップロード許可はすでに使用されています。',
  'upload.unknown': 'そのアップロードは存在しないか、すでにアルバムにあります。',
  'photo.notFound': 'この写真は存在しません。',
  'photo.forbidden': 'この写真は表示できません。',
  'file.tooLarge': 'ファイルが大きすぎます（最大 10 MB）。',
  'image.format': '画像の形式が正しくありません。PNG、JPEG、GIF の画像を選んでください。',
  'image.tooLarge': '画像が大きすぎます（最大 10 MB）。',
} satisfies Translation<typeof en>;
