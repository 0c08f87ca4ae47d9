import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'Este usuario no existe.',
  'search.self': 'No busques tu propia cuenta.',
  'search.required': 'Introduce un apodo o un ID para buscar.',
  'follow.self': 'No puedes seguirte a ti mismo.',
  'block.self': 'No puedes bloquearte a ti mismo.',
  'privacy.invalid': 'Cada ajuste de privacidad debe estar activado o desactivado.',
  'meet.age': 'Elige edades de 18 a 99, primero la menor.',
  'meet.online': '«En línea ahora» es 1 (solo miembros en línea) o 0.',
} satisfies Translation<typeof en>;
