import type shop from './en';

const ko: Record<keyof typeof shop, string> = {
  'paySuccess.title': '결제 완료',
  'paySuccess.body': '이 창을 닫으셔도 됩니다. 구매 내역은 계정에 자동으로 적립됩니다. 적립되지 않았다면 페이지를 새로고침하거나 고객센터에 문의해 주세요.',
};

export default ko;
