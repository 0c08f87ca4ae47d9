import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'upload.grant': 'Falta el permiso de subida o ha caducado. Inténtalo de nuevo.',
  'upload.used': 'Este permiso de subida ya se ha usado.',
  'upload.unknown': 'Esa subida no existe o ya está en un álbum.',
  'photo.notFound': 'Esta foto no existe.',
  'photo.forbidden': 'Esta foto no está disponible para ti.',
  'file.tooLarge': 'El archivo es demasiado grande: 10 MB como máximo.',
  'image.format': 'Formato de imagen incorrecto: elige una imagen PNG, JPEG o GIF.',
  'image.tooLarge': 'La imagen es demasiado grande: 10 MB como máximo.',
} satisfies Translation<typeof en>;
