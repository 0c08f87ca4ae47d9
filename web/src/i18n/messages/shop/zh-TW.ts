import type shop from './en';

const zhTW: Record<keyof typeof shop, string> = {
  'paySuccess.title': '付款成功',
  'paySuccess.body': '你可以關閉此視窗，購買內容會自動入帳。如未入帳，請重新整理頁面或聯絡客服。',
};

export default zhTW;
