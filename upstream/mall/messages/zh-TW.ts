import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': '請選擇有效的分類。',
  'mall.categoryNotFound': '該分類不存在。',
  'mall.goodsId': '請選擇有效的商品。',
  'mall.goodsNotFound': '該商品不存在或已停售。',
  'mall.orderId': '請選擇有效的訂單。',
  'mall.orderNotFound': '該訂單不存在。',
  'mall.friend': '請選擇要送禮物的好友。',
  'mall.notAFriend': '只能給好友送禮物。',
  'mall.quantity': '請選擇 1 到 10 之間的數量。',
  'mall.message': '留言最多 200 個字元。',
  'mall.consignee': '請輸入收件人姓名（最多 50 個字元）。',
  'mall.phone': '請輸入電話號碼：5 到 20 個數字、空格、+、-、( 或 )。',
  'mall.address': '請輸入收件地址（最多 300 個字元）。',
  'mall.addressChoice': '請填寫收件地址，或讓好友自己填寫：二選一。',
  'mall.askRecipient': '欄位「askRecipient」必須為 true 或 false。',
  'mall.outOfStock': '抱歉，該商品庫存不足。',
  'mall.orderClosed': '該訂單已無法更改。',
  'mall.fulfilment': '請選擇「已出貨」或「已送達」。',
  'mall.fulfilmentOrder': '訂單確認後才能出貨，出貨後才能送達。',
  'mall.role': '請選擇「我買的」或「我收到的」。',
} satisfies Translation<typeof en>;
