import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': 'No puedes agregarte a ti mismo como amigo.',
  'friend.shareInvalid': 'Este enlace de invitación no es válido o ha caducado.',
  'friend.already': 'Ya sois amigos.',
  'friend.notFriend': 'Este miembro no es tu amigo.',
  'friend.message': 'El mensaje puede tener como máximo 200 caracteres.',
  'friend.remark': 'El nombre de nota puede tener como máximo 32 caracteres.',
  'apply.notFound': 'Esta solicitud de amistad no existe.',
  'apply.notPending': 'Esta solicitud de amistad ya fue atendida.',
  'apply.id': 'Elige una solicitud de amistad válida.',
  'apply.status': 'Elige 1 para aceptar o 2 para rechazar la solicitud.',
} satisfies Translation<typeof en>;
