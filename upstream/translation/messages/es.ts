import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient': 'No te quedan caracteres de traducción ni monedas de oro para esta traducción. Compra un paquete de traducción o recarga.',
  'translation.unavailable': 'La traducción de {source} a {target} no está disponible.',
  'translation.failed': 'El servicio de traducción no responde. Inténtalo de nuevo en un momento.',
  'translation.sameLanguage': 'Este mensaje ya está en {language}. Si no es así, elige el idioma en que está escrito.',
  'translation.notText': 'Solo se pueden traducir mensajes de texto.',
  'translation.noWords': 'Este mensaje no tiene palabras que traducir.',
  'translation.language': 'Elige un idioma de la lista.',
  'translation.outgoing': 'Elige un idioma, el idioma del otro miembro o sin traducción.',
  'translation.autoTranslate': 'Indica si los mensajes recibidos se traducen automáticamente.',
} satisfies Translation<typeof en>;
