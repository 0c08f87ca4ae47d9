import type staff from './en';

const es: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Denuncias',
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
};

export default es;
