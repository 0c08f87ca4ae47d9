import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': 'Разрешение на загрузку отсутствует или истекло. Попробуйте снова.',
  'upload.used': 'Это разрешение на загрузку уже использовано.',
  'upload.unknown': 'Такой загрузки нет, или она уже в альбоме.',
  'photo.notFound': 'Такой фотографии нет.',
  'photo.forbidden': 'Эта фотография вам недоступна.',
  'file.tooLarge': 'Файл слишком большой: не более 10 МБ.',
  'image.format': 'Неверный формат изображения: выберите PNG, JPEG или GIF.',
  'image.tooLarge': 'Изображение слишком большое: не более 10 МБ.',
} satisfies Translation<typeof en>;
