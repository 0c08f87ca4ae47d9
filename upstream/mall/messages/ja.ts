import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': '有効なカテゴリを選んでください。',
  'mall.categoryNotFound': 'このカテゴリは存在しません。',
  'mall.goodsId': '有効な商品を選んでください。',
  'mall.goodsNotFound': 'この商品は存在しないか、販売が終了しました。',
  'mall.orderId': '有効な注文を選んでください。',
  'mall.orderNotFound': 'この注文は存在しません。',
  'mall.friend': 'ギフトを贈る友達を選んでください。',
  'mall.notAFriend': 'ギフトを贈れるのは友達だけです。',
  'mall.quantity': '数量は1から10の間で選んでください。',
  'mall.message': 'メッセージは200文字以内にしてください。',
  'mall.consignee': '受取人の名前を入力してください（50文字以内）。',
  'mall.phone': '電話番号を入力してください：数字・スペース・+・-・( )で5〜20文字。',
  'mall.address': 'お届け先の住所を入力してください（300文字以内）。',
  'mall.addressChoice': 'お届け先を入力するか、友達に入力してもらうか、どちらか一方を選んでください。',
  'mall.askRecipient': '「askRecipient」は true か false にしてください。',
  'mall.outOfStock': '申し訳ありません。この商品の在庫が足りません。',
  'mall.orderClosed': 'この注文はもう変更できません。',
  'mall.fulfilment': '「発送済み」か「配達済み」を選んでください。',
  'mall.fulfilmentOrder': '注文は確定後に発送され、発送後に配達済みになります。',
  'mall.role': '「注文した」か「受け取った」を選んでください。',
} satisfies Translation<typeof en>;
