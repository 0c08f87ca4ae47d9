export default {
  'staff.secondFactorRequired': '请先用身份验证器应用中的验证码确认身份。',
  'staff.codeRequired': '请输入身份验证器应用中的验证码或恢复码。',
  'staff.codeInvalid': '验证码不正确或已被使用，请输入当前的验证码。',
  'staff.factorEnrolled': '你的第二重验证已设置。',
  'staff.factorNotEnrolled': '请先设置第二重验证。',
  'staff.lastAdmin': '最后一位管理员不能被撤销：请先任命另一位管理员。',
  'staff.memberNotFound': '没有会员使用此电子邮箱。',
  'staff.role': '请选择客服、审核员、管理员或无。',
  'staff.email': '请输入会员的电子邮箱。',
  'staff.notStaff': '该成员不是工作人员。',
  'staff.resetSelf': '不能在这里重置你自己的第二验证因素：请使用恢复码，或请其他管理员操作。',
};
