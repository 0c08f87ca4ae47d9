import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': '请选择有效的分类。',
  'mall.categoryNotFound': '该分类不存在。',
  'mall.goodsId': '请选择有效的商品。',
  'mall.goodsNotFound': '该商品不存在或已停售。',
  'mall.orderId': '请选择有效的订单。',
  'mall.orderNotFound': '该订单不存在。',
  'mall.friend': '请选择要送礼物的好友。',
  'mall.notAFriend': '只能给好友送礼物。',
  'mall.quantity': '请选择 1 到 10 之间的数量。',
  'mall.message': '留言最多 200 个字符。',
  'mall.consignee': '请输入收货人姓名（最多 50 个字符）。',
  'mall.phone': '请输入电话号码：5 到 20 个数字、空格、+、-、( 或 )。',
  'mall.address': '请输入收货地址（最多 300 个字符）。',
  'mall.addressChoice': '请填写收货地址，或让好友自己填写：二选一。',
  'mall.askRecipient': '字段“askRecipient”必须为 true 或 false。',
  'mall.outOfStock': '抱歉，该商品库存不足。',
  'mall.orderClosed': '该订单已无法更改。',
  'mall.fulfilment': '请选择“已发货”或“已送达”。',
  'mall.fulfilmentOrder': '订单确认后才能发货，发货后才能送达。',
  'mall.role': '请选择“我买的”或“我收到的”。',
} satisfies Translation<typeof en>;
