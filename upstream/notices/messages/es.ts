import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': 'Elige un tipo de notificación.',
  'notice.who': 'Elige quién puede notificarte: todos, las personas que sigues, tus amigos o nadie.',
  'notice.flag': 'El campo «{field}» debe ser verdadero o falso.',
  'notice.upTo': 'Elige una notificación válida hasta la que marcar como leído.',
  'notice.id': 'Elige una notificación válida.',
  'notice.notFound': 'Esta notificación no existe.',
  'notice.muteSelf': 'No puedes silenciar tus propias notificaciones.',
  'announcement.id': 'Elige un anuncio válido.',
  'announcement.notFound': 'Este anuncio no existe.',
  'announcement.texts':
    'Escribe un título y un texto en inglés, y en cada idioma que añadas (títulos de hasta 120 caracteres, textos de hasta 5000).',
  'announcement.publishAt': 'Indica una fecha de publicación válida.',
  'announcement.updateConflict':
    'Otro administrador cambió este anuncio desde que lo abriste: no se guardó nada. Vuelve a cargarlo e inténtalo de nuevo.',
  'announcement.notEditable':
    'Este anuncio ya no se puede cambiar: uno publicado conserva sus textos y su fecha, uno retirado sigue retirado.',
  'announcement.version': 'Indica la versión del anuncio que leíste.',
  'maintenance.texts': 'Escribe el mensaje en inglés, y en cada idioma que añadas (hasta 500 caracteres).',
  'maintenance.times': 'Indica un inicio y un final: el final después del inicio y en el futuro.',
  'maintenance.active': 'Across está en mantenimiento hasta las {endsAt}. Vuelve a intentarlo entonces.',
  'staff.forbidden': 'Solo el equipo de Across puede hacer esto.',
  'push.subscription': 'Indica una suscripción push válida.',
} satisfies Translation<typeof en>;
