import type shop from './en';

const zhCN: Record<keyof typeof shop, string> = {
  'paySuccess.title': '支付成功',
  'paySuccess.body': '你可以关闭此窗口，购买内容会自动到账。如未到账，请刷新页面或联系客服。',
};

export default zhCN;
