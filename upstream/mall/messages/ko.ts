import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': '올바른 카테고리를 선택해 주세요.',
  'mall.categoryNotFound': '이 카테고리는 존재하지 않습니다.',
  'mall.goodsId': '올바른 상품을 선택해 주세요.',
  'mall.goodsNotFound': '이 상품은 존재하지 않거나 더 이상 판매하지 않습니다.',
  'mall.orderId': '올바른 주문을 선택해 주세요.',
  'mall.orderNotFound': '이 주문은 존재하지 않습니다.',
  'mall.friend': '선물을 보낼 친구를 선택해 주세요.',
  'mall.notAFriend': '선물은 친구에게만 보낼 수 있습니다.',
  'mall.quantity': '수량은 1에서 10 사이로 선택해 주세요.',
  'mall.message': '메시지는 최대 200자까지 쓸 수 있습니다.',
  'mall.consignee': '받는 사람 이름을 입력해 주세요(최대 50자).',
  'mall.phone': '전화번호를 입력해 주세요: 숫자, 공백, +, -, ( ) 로 5~20자.',
  'mall.address': '배송 주소를 입력해 주세요(최대 300자).',
  'mall.addressChoice': '배송 주소를 입력하거나 친구가 입력하도록 하세요: 둘 중 하나만.',
  'mall.askRecipient': '“askRecipient” 항목은 true 또는 false 여야 합니다.',
  'mall.outOfStock': '죄송합니다. 이 상품의 재고가 부족합니다.',
  'mall.orderClosed': '이 주문은 더 이상 변경할 수 없습니다.',
  'mall.fulfilment': '배송됨 또는 배달 완료를 선택해 주세요.',
  'mall.fulfilmentOrder': '주문은 확정된 뒤에 배송되고, 배송된 뒤에 배달 완료됩니다.',
  'mall.role': '주문한 것 또는 받은 것을 선택해 주세요.',
} satisfies Translation<typeof en>;
