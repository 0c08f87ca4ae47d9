import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': 'Выберите правильную категорию.',
  'mall.categoryNotFound': 'Такой категории нет.',
  'mall.goodsId': 'Выберите правильный товар.',
  'mall.goodsNotFound': 'Такого товара нет или он больше не продаётся.',
  'mall.orderId': 'Выберите правильный заказ.',
  'mall.orderNotFound': 'Такого заказа нет.',
  'mall.friend': 'Выберите друга, которому отправить подарок.',
  'mall.notAFriend': 'Дарить подарки можно только друзьям.',
  'mall.quantity': 'Выберите количество от 1 до 10.',
  'mall.message': 'Сообщение может быть не длиннее 200 символов.',
  'mall.consignee': 'Введите имя получателя (до 50 символов).',
  'mall.phone': 'Введите номер телефона: от 5 до 20 цифр, пробелов, +, -, ( или ).',
  'mall.address': 'Введите адрес доставки (до 300 символов).',
  'mall.addressChoice': 'Введите адрес доставки или попросите друга ввести его: что-то одно.',
  'mall.askRecipient': 'Поле «askRecipient» должно быть true или false.',
  'mall.outOfStock': 'К сожалению, этого товара осталось недостаточно.',
  'mall.orderClosed': 'Этот заказ уже нельзя изменить.',
  'mall.fulfilment': 'Выберите «отправлен» или «доставлен».',
  'mall.fulfilmentOrder': 'Заказ отправляют после подтверждения, а доставленным он становится после отправки.',
  'mall.role': 'Выберите «оформленные» или «полученные».',
} satisfies Translation<typeof en>;
