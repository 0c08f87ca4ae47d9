import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: 'Correcto',
  'body.invalid': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'field.notText': 'El campo «{field}» debe ser texto.',
  'field.control': 'El campo «{field}» contiene caracteres de control, que no están permitidos.',
  'platform.invalid': 'La cabecera platform es demasiado larga.',
  'route.notFound': 'Esta dirección no existe.',
  'server.internal': 'Algo ha fallado en nuestro servidor. Inténtalo de nuevo más tarde.',
  'auth.required': 'Vuelve a iniciar sesión.',
  'userId.invalid': 'Elige un miembro válido.',
  'page.invalid': 'La página debe ser un número positivo y el tamaño como máximo 50.',
  'page.tooDeep': 'Una lista se puede leer como máximo hasta 100.000 entradas.',
  'body.tooLarge': 'Es demasiado grande: como máximo {megabytes} MB.',
  'rate.limited': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'lookup.rateLimited': 'Estás buscando miembros demasiado rápido. Tómate un breve descanso y vuelve a intentarlo.',
} satisfies Translation<typeof en>;
