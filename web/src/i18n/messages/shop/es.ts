import type shop from './en';

const es: Record<keyof typeof shop, string> = {
  'paySuccess.title': 'Pago realizado',
  'paySuccess.body': 'Ya puedes cerrar esta ventana. Tu compra se abonará en tu cuenta automáticamente. Si no ha llegado, actualiza la página o contacta con atención al cliente.',
};

export default es;
