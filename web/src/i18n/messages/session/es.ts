import type session from './en';

const es: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Sesión iniciada en otro dispositivo',
  'session.elsewhere.body':
    'Se acaba de iniciar sesión en tu cuenta desde otro dispositivo, así que aquí se ha cerrado. Si no has sido tú, cambia tu contraseña.',
  'session.elsewhere.ok': 'Aceptar',
  'connection.reconnecting': 'Se perdió la conexión. Reconectando…',
  'connection.offline': 'Estás sin conexión: no llegarán mensajes ni solicitudes nuevos.',
  'connection.retry': 'Reintentar',
};

export default es;
