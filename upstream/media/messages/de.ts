import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': 'Die Upload-Berechtigung fehlt oder ist abgelaufen. Bitte versuche es erneut.',
  'upload.used': 'Diese Upload-Berechtigung wurde bereits verwendet.',
  'upload.unknown': 'Diesen Upload gibt es nicht oder er ist schon im Album.',
  'photo.notFound': 'Dieses Foto gibt es nicht.',
  'photo.forbidden': 'Dieses Foto ist für dich nicht verfügbar.',
  'file.tooLarge': 'Die Datei ist zu groß: höchstens 10 MB.',
  'image.format': 'Falsches Bildformat: Bitte wähle ein PNG-, JPEG- oder GIF-Bild.',
  'image.tooLarge': 'Das Bild ist zu groß: höchstens 10 MB.',
} satisfies Translation<typeof en>;
