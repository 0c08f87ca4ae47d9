import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'Este usuario no existe.',
  'search.self': 'No busques tu propia cuenta.',
  'search.required': 'Introduce un apodo o un ID para buscar.',
  'follow.self': 'No puedes seguirte a ti mismo.',
  'block.self': 'No puedes bloquearte a ti mismo.',
  'privacy.invalid': 'Cada ajuste de privacidad debe estar activado o desactivado.',
} satisfies Translation<typeof en>;
