import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': 'Elige una categoría válida.',
  'mall.categoryNotFound': 'Esta categoría no existe.',
  'mall.goodsId': 'Elige un producto válido.',
  'mall.goodsNotFound': 'Este producto no existe o ya no se vende.',
  'mall.orderId': 'Elige un pedido válido.',
  'mall.orderNotFound': 'Este pedido no existe.',
  'mall.friend': 'Elige a un amigo al que enviar el regalo.',
  'mall.notAFriend': 'Solo puedes enviar regalos a tus amigos.',
  'mall.quantity': 'Elige una cantidad de 1 a 10.',
  'mall.message': 'Tu mensaje puede tener como máximo 200 caracteres.',
  'mall.consignee': 'Escribe el nombre del destinatario (hasta 50 caracteres).',
  'mall.phone': 'Escribe un número de teléfono: de 5 a 20 dígitos, espacios, +, -, ( o ).',
  'mall.address': 'Escribe la dirección de entrega (hasta 300 caracteres).',
  'mall.addressChoice': 'Escribe la dirección de entrega o deja que tu amigo la escriba: una de las dos.',
  'mall.askRecipient': 'El campo «askRecipient» debe ser true o false.',
  'mall.outOfStock': 'Lo sentimos, no quedan suficientes unidades de este producto.',
  'mall.orderClosed': 'Este pedido ya no se puede cambiar.',
  'mall.fulfilment': 'Elige enviado o entregado.',
  'mall.fulfilmentOrder': 'Un pedido se envía cuando está confirmado y se entrega cuando ya se ha enviado.',
  'mall.role': 'Elige realizados o recibidos.',
  'mall.price': 'Introduce un precio de 1 a 100.000 monedas de oro.',
  'mall.stockChange':
    'Introduce un cambio de existencias: un número entero distinto de 0, como máximo 100.000 en cada sentido.',
  'mall.stockBelowZero': 'Las existencias no pueden quedar por debajo de cero.',
  'mall.onSale': 'El campo «onSale» debe ser true o false.',
  'mall.stage': 'Elige una etapa de pedido válida.',
} satisfies Translation<typeof en>;
