import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': 'Elige una denuncia válida.',
  'moderation.itemNotFound': 'Esta denuncia no existe.',
  'moderation.updateConflict':
    'Otra persona cambió esta denuncia desde que la abriste. Vuelve a cargarla y decide de nuevo.',
  'moderation.version': 'Indica la versión de la denuncia sobre la que decides.',
  'moderation.action': 'Elige descartar, advertir, eliminar, suspender o expulsar.',
  'moderation.removeMember':
    'Una denuncia sobre un miembro no tiene contenido que eliminar: advierte, suspende o expulsa.',
  'moderation.days': 'Una suspensión dura de 1 a 365 días, y solo una suspensión lleva días.',
  'moderation.note': 'La nota puede tener como máximo 500 caracteres.',
  'moderation.state': 'Elige abiertas, decididas o todas.',
  'moderation.kind': 'Elige miembro, mensaje, momento o comentario.',
  'moderation.mine': 'El filtro «mine» es 1 o 0.',
  'moderation.momentId': 'Elige un momento válido.',
  'moderation.commentId': 'Elige un comentario válido.',
  'moderation.ownContent': 'No puedes denunciar tu propia publicación.',
  'moderation.suspended': 'Tu cuenta está suspendida hasta el {until} por incumplir las normas de la comunidad.',
  'moderation.banned': 'Tu cuenta ha sido expulsada por incumplir las normas de la comunidad.',
} satisfies Translation<typeof en>;
