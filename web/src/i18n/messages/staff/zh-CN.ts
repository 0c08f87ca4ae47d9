import type staff from './en';

const zhCN: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '举报',
  'staff.nav.support': '客服',
  'staff.back': '返回 Across',
  'staff.code.label': '验证码',
  'staff.verify.title': '确认是你本人',
  'staff.verify.body': '员工页面需要在此设备上通过第二重验证：请输入身份验证器应用显示的验证码，或一个恢复码。',
  'staff.verify.submit': '继续',
  'staff.enrol.title': '设置第二重验证',
  'staff.enrol.body': '员工登录时除密码外还需身份验证器应用中的验证码。请在应用中添加 Across，然后输入显示的验证码。',
  'staff.enrol.start': '开始',
  'staff.enrol.secret': '或在应用中输入此密钥：',
  'staff.enrol.confirm': '确认',
  'staff.recovery.title': '你的恢复码',
  'staff.recovery.body': '如果手机丢失，每个恢复码可代替应用验证码使用一次。请妥善保存：它们不会再次显示。',
  'staff.recovery.saved': '我已保存',
};

export default zhCN;
