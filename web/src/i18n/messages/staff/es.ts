import type staff from './en';

const es: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Denuncias',
  'staff.nav.announcements': 'Anuncios',
  'staff.nav.maintenance': 'Mantenimiento',
  'staff.nav.support': 'Atención al cliente',
  'staff.back': 'Volver a Across',
  'staff.code.label': 'Código',
  'staff.verify.title': 'Confirma que eres tú',
  'staff.verify.body':
    'Las pantallas del equipo necesitan el segundo factor en este dispositivo: escribe el código de tu app de autenticación o uno de tus códigos de recuperación.',
  'staff.verify.submit': 'Continuar',
  'staff.enrol.title': 'Configura tu segundo factor',
  'staff.enrol.body':
    'El equipo inicia sesión con un código de una app de autenticación además de la contraseña. Añade Across a tu app y escribe el código que muestra.',
  'staff.enrol.start': 'Empezar',
  'staff.enrol.secret': 'O escribe esta clave en la app:',
  'staff.enrol.confirm': 'Confirmar',
  'staff.recovery.title': 'Tus códigos de recuperación',
  'staff.recovery.body':
    'Cada código sirve una vez en lugar de un código de la app, si pierdes el teléfono. Guárdalos en un lugar seguro: no se vuelven a mostrar.',
  'staff.recovery.saved': 'Ya los he guardado',
  'staff.nav.team': 'Equipo',
  'staff.forbidden.title': 'No es para tu rol',
  'staff.forbidden.body': 'Esta página es para administradores. La barra de la consola lleva a las páginas de tu rol.',
  'staff.role.SUPPORT': 'Soporte',
  'staff.role.MODERATOR': 'Moderación',
  'staff.role.ADMIN': 'Administración',
  'staff.team.title': 'Miembros del equipo',
  'staff.team.body':
    'Soporte atiende al cliente, moderación actúa sobre las denuncias y administración puede hacerlo todo.',
  'staff.team.empty': 'Todavía no hay miembros del equipo.',
  'staff.team.grant.title': 'Añadir un miembro del equipo',
  'staff.team.email': 'Su correo electrónico',
  'staff.team.role': 'Rol',
  'staff.team.grant': 'Añadir',
  'staff.team.you': '(tú)',
  'staff.team.factor.on': 'Segundo factor configurado',
  'staff.team.factor.off': 'Segundo factor aún sin configurar',
  'staff.team.roleOf': 'Rol de {name}',
  'staff.team.reset': 'Restablecer el segundo factor',
  'staff.team.reset.confirm':
    '{name} configurará un segundo factor nuevo en su próxima página del equipo y sus códigos de recuperación dejarán de servir. ¿Restablecerlo?',
  'staff.team.reset.do': 'Restablecer',
  'staff.team.remove': 'Quitar del equipo',
  'staff.team.remove.confirm': '{name} ya no podrá entrar en la consola. ¿Quitar del equipo?',
  'staff.team.remove.do': 'Quitar',
  'staff.team.cancel': 'Cancelar',
  'staff.team.granted': '{name} tiene ahora el rol {role}.',
  'staff.team.removed': '{name} ya no es del equipo.',
  'staff.team.resetDone': '{name} configurará un segundo factor nuevo en su próxima página del equipo.',
};

export default es;
