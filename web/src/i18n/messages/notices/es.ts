import type notices from './en';

const es: Record<keyof typeof notices, string> = {
  'notices.tab': 'Avisos',
  'notices.someone': 'Alguien',
  'notices.line.follow':
    '{others, plural, =0 {{name} empezó a seguirte} one {{name} y # persona más empezaron a seguirte} other {{name} y # personas más empezaron a seguirte}}',
  'notices.line.friend':
    '{others, plural, =0 {{name} ya es tu amigo} one {{name} y # persona más ya son tus amigos} other {{name} y # personas más ya son tus amigos}}',
  'notices.line.visit':
    '{others, plural, =0 {{name} visitó tu página} one {{name} y # persona más visitaron tu página} other {{name} y # personas más visitaron tu página}}',
  'notices.line.like':
    '{others, plural, =0 {A {name} le gustó tu momento} one {A {name} y # persona más les gustó tu momento} other {A {name} y # personas más les gustó tu momento}}',
  'notices.line.comment':
    '{others, plural, =0 {{name} comentó tu momento} one {{name} y # persona más comentaron tu momento} other {{name} y # personas más comentaron tu momento}}',
  'notices.line.reply':
    '{others, plural, =0 {{name} respondió a tu comentario} one {{name} y # persona más respondieron a tu comentario} other {{name} y # personas más respondieron a tu comentario}}',
  'notices.line.gift':
    '{others, plural, =0 {{name} te envió un regalo} one {{name} y # persona más te enviaron regalos} other {{name} y # personas más te enviaron regalos}}',
  'notices.line.shopGift': '{name} te envió un regalo de la tienda',
  'notices.line.reportOutcome': 'Hemos revisado tu denuncia. Gracias por ayudar a que Across sea un lugar seguro.',
  'notices.outcome.ACTION_TAKEN': 'Tu denuncia ({category}): un moderador tomó medidas.',
  'notices.outcome.NO_ACTION': 'Tu denuncia ({category}): no se encontró nada contra las normas.',
  'notices.line.moderationWarning': 'Nuestro equipo de moderación te ha advertido: respeta las normas de la comunidad.',
  'notices.line.match':
    '{others, plural, =0 {Conociste a {name} en un encuentro al azar} one {Conociste a {name} y a # persona más en encuentros al azar} other {Conociste a {name} y a # personas más en encuentros al azar}}',
  'notices.unread': 'Sin leer',
  'notices.unreadCount': '{count, plural, one {# sin leer} other {# sin leer}}',
  'notices.empty':
    'Aún no hay nada. Cuando alguien te siga, visite tu página o le guste o comente tus momentos, lo verás aquí.',
  'notices.momentGone': 'Este momento ya no está disponible.',
  'notices.loadMore': 'Ver más',
  'notices.settings.open': 'Ajustes',
  'notices.settings.title': 'Ajustes de notificaciones',
  'notices.settings.intro': 'Elige para cada tipo quién puede avisarte y si llega como notificación push.',
  'notices.settings.kind.FOLLOW': 'Nuevos seguidores',
  'notices.settings.kind.FRIEND': 'Nuevos amigos',
  'notices.settings.kind.VISIT': 'Visitas a tu página',
  'notices.settings.kind.LIKE': 'Me gusta',
  'notices.settings.kind.COMMENT': 'Comentarios',
  'notices.settings.kind.REPLY': 'Respuestas',
  'notices.settings.kind.GIFT': 'Regalos',
  'notices.settings.kind.MATCH': 'Encuentros al azar',
  'notices.settings.kind.SHOP_GIFT': 'Regalos de la tienda',
  'notices.settings.kind.REPORT_OUTCOME': 'Resultados de tus denuncias',
  'notices.settings.kind.MODERATION_WARNING': 'Advertencias de moderación',
  'notices.settings.who': 'Quién puede avisarme',
  'notices.settings.push': 'Push',
  'notices.audience.EVERYONE': 'Todos',
  'notices.audience.FOLLOWING': 'Personas que sigo',
  'notices.audience.FRIENDS': 'Amigos',
  'notices.audience.NOBODY': 'Nadie',
  'notices.settings.done': 'Listo',
  'notices.more': 'Más opciones de esta notificación',
  'notices.mute': 'Silenciar las notificaciones de {name}',
  'notices.muted': 'Ya no recibirás notificaciones de lo que haga {name}.',
  'notices.settings.muted.title': 'Miembros silenciados',
  'notices.settings.muted.intro':
    'Nada de lo que hagan te notifica. Si dejas de silenciarlos, su actividad posterior volverá a notificarte; las notificaciones anteriores no vuelven.',
  'notices.settings.muted.none': 'No has silenciado a nadie.',
  'notices.settings.unmute': 'Dejar de silenciar',
  'notices.settings.unmuteNamed': 'Dejar de silenciar a {name}',
  'notices.settings.unmuted': '{name} puede volver a notificarte.',
  'notices.push.title': 'Notificaciones push en este navegador',
  'notices.push.on': 'Este navegador recibe notificaciones push.',
  'notices.push.off': 'Este navegador no recibe notificaciones push.',
  'notices.push.enable': 'Activar',
  'notices.push.disable': 'Desactivar',
  'notices.push.unsupported': 'Este navegador no puede recibir notificaciones push.',
  'notices.push.denied':
    'Las notificaciones de Across están bloqueadas en este navegador. Permítelas en los ajustes del sitio y luego actívalas aquí.',
  'notices.push.failed': 'No se pudieron activar las notificaciones push. Inténtalo de nuevo más tarde.',
  'notices.announcements.empty': 'Todavía no hay anuncios.',
  'notices.announcements.pinned': 'Fijado',
  'notices.announcements.markAll': 'Marcar todo como leído',
  'notices.announcements.all': 'Todos los anuncios',
  'notices.announcements.notFound': 'Este anuncio no está disponible.',
  'notices.maintenance.upcoming': 'Mantenimiento previsto del {start} al {end}.',
  'notices.maintenance.dismiss': 'Ocultar',
  'notices.maintenance.title': 'Across está en mantenimiento',
  'notices.maintenance.until':
    'Hasta el {end}. Puedes seguir mirando; enviar, publicar y hacer cambios volverá a funcionar entonces.',
  'notices.maintenance.browse': 'Mirar mientras tanto',
  'notices.maintenance.active': 'Mantenimiento hasta el {end}: hasta entonces no se pueden hacer cambios.',
  'notices.maintenance.over': 'El mantenimiento ha terminado. Gracias por tu paciencia.',
  'notices.maintenance.back': 'Volver a Across',
};

export default es;
