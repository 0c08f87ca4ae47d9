export default {
  'staff.secondFactorRequired': '請先用身分驗證器應用程式中的驗證碼確認身分。',
  'staff.codeRequired': '請輸入身分驗證器應用程式中的驗證碼或復原碼。',
  'staff.codeInvalid': '驗證碼不正確或已被使用，請輸入目前的驗證碼。',
  'staff.factorEnrolled': '你的第二重驗證已設定。',
  'staff.factorNotEnrolled': '請先設定第二重驗證。',
  'staff.lastAdmin': '最後一位管理員不能被撤銷：請先任命另一位管理員。',
  'staff.memberNotFound': '沒有會員使用此電子郵件地址。',
  'staff.role': '請選擇客服、審核員、管理員或無。',
  'staff.email': '請輸入會員的電子郵件地址。',
  'staff.notStaff': '該成員不是工作人員。',
  'staff.resetSelf': '不能在這裡重設你自己的第二驗證因素：請使用復原碼，或請其他管理員操作。',
};
