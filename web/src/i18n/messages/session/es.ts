import type session from './en';

const es: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Sesión iniciada en otro dispositivo',
  'session.elsewhere.body':
    'Se acaba de iniciar sesión en tu cuenta desde otro dispositivo, así que aquí se ha cerrado. Si no has sido tú, cambia tu contraseña.',
  'session.elsewhere.ok': 'Aceptar',
  'session.suspended.title': 'Cuenta suspendida',
  'session.suspended.body':
    'Un moderador suspendió tu cuenta por incumplir las normas de la comunidad. Podrás volver a entrar después del {until, date, long} {until, time, short}.',
  'session.banned.title': 'Cuenta expulsada',
  'session.banned.body':
    'Un moderador expulsó tu cuenta por incumplir las normas de la comunidad. No podrás volver a entrar.',
  'connection.reconnecting': 'Se perdió la conexión. Reconectando…',
  'connection.offline': 'Estás sin conexión: no llegarán mensajes ni solicitudes nuevos.',
  'connection.retry': 'Reintentar',
};

export default es;
