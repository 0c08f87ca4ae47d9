import type staff from './en';

const zhTW: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '檢舉',
  'staff.nav.support': '客服',
  'staff.back': '返回 Across',
  'staff.code.label': '驗證碼',
  'staff.verify.title': '確認是你本人',
  'staff.verify.body': '員工頁面需要在此裝置上通過第二重驗證：請輸入驗證器應用程式顯示的驗證碼，或一組復原碼。',
  'staff.verify.submit': '繼續',
  'staff.enrol.title': '設定第二重驗證',
  'staff.enrol.body':
    '員工登入時除密碼外還需驗證器應用程式中的驗證碼。請在應用程式中加入 Across，然後輸入顯示的驗證碼。',
  'staff.enrol.start': '開始',
  'staff.enrol.secret': '或在應用程式中輸入此金鑰：',
  'staff.enrol.confirm': '確認',
  'staff.recovery.title': '你的復原碼',
  'staff.recovery.body': '如果手機遺失，每組復原碼可代替應用程式驗證碼使用一次。請妥善保存：它們不會再次顯示。',
  'staff.recovery.saved': '我已儲存',
};

export default zhTW;
