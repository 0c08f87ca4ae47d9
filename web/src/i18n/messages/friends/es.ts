import type friends from './en';

const es: Record<keyof typeof friends, string> = {
  'friends.add': 'Añadir amigo',
  'friends.requestPending': 'Solicitud enviada',
  'friends.requestSent': 'Solicitud de amistad enviada.',
  'friends.nowFriends': 'Ahora sois amigos.',
  'friends.isFriend': 'Amigos',
  'friends.requests': 'Solicitudes',
  'friends.addressBook': 'Agenda',
  'friends.noRequests': 'Todavía no hay solicitudes de amistad.',
  'friends.accept': 'Aceptar',
  'friends.reject': 'Rechazar',
  'friends.accepted': 'Aceptada',
  'friends.rejected': 'Rechazada',
  'friends.none': 'Todavía no tienes amigos. ¡Añade a alguien desde su página!',
  'friends.remarkLabel': 'Nombre de nota para {name}',
  'friends.remarkPlaceholder': 'Nombre de nota',
  'friends.remove': 'Eliminar amigo',
  'friends.removeConfirm': '¿Eliminar a {name} de tus amigos? Podréis volver a añadiros más tarde.',
  'events.friendRequest': '{name} quiere ser tu amigo.',
  'events.friendAccepted': '{name} ya es tu amigo.',
  'events.view': 'Ver',
  'friends.share': 'Compartir mi perfil',
  'friends.shareCopied': 'Enlace copiado. Quien lo abra en los próximos 7 días podrá añadirte como amigo.',
  'friends.shareHere': 'Comparte este enlace: quien lo abra en los próximos 7 días podrá añadirte como amigo.',
  'friends.shareInvalid': 'Este enlace de invitación no es válido o ha caducado.',
  'friends.shareInvite': '{name} te invita a ser amigos.',
  'friends.shareOwn': 'Es tu propio enlace de invitación. ¡Compártelo con alguien!',
  'friends.shareAlready': '{name} y tú ya sois amigos.',
};

export default es;
