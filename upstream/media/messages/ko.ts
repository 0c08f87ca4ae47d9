import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': '업로드 권한이 없거나 만료되었습니다. 다시 시도해 주세요.',
  'upload.used': '이미 사용된 업로드 권한입니다.',
  'upload.unknown': '존재하지 않거나 이미 앨범에 추가된 업로드입니다.',
  'photo.notFound': '존재하지 않는 사진입니다.',
  'photo.forbidden': '이 사진을 볼 수 없습니다.',
  'file.tooLarge': '파일이 너무 큽니다. 최대 10MB까지 가능합니다.',
  'image.format': '이미지 형식이 올바르지 않습니다. PNG, JPEG 또는 GIF 이미지를 선택해 주세요.',
  'image.tooLarge': '이미지가 너무 큽니다. 최대 10MB까지 가능합니다.',
} satisfies Translation<typeof en>;
