import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': '請輸入電子郵件地址。',
  'email.invalid': '請輸入有效的電子郵件地址。',
  'password.required': '請輸入密碼。',
  'password.length': '密碼長度須為 8 到 128 個字元。',
  'login.invalid': '電子郵件或密碼錯誤。',
  'password.wrong': '目前的密碼錯誤。',
  'account.exists': '此電子郵件已註冊。',
  'chat.duplicate': '使用者已存在。',
  'chat.usernameTooLong': '使用者名稱超過 64 位元組。',
  'chat.usernameIllegal': '使用者名稱不合法。',
  'code.required': '請輸入驗證碼。',
  'code.invalid': '驗證碼錯誤。',
  'code.expired': '驗證碼已過期，請重新取得。',
  'code.tooManyGuesses': '錯誤次數過多，請重新取得驗證碼。',
  'purpose.invalid': '未知的驗證用途。',
  'registration.closed': '註冊用戶數已達上限，請升級至企業版。',
  'registration.forbidden': '註冊失敗，沒有權限。',
  'mail.code.subject.register': '你的 Across 驗證碼',
  'mail.code.body.register': '你註冊 Across 帳號的驗證碼是 {code}，10 分鐘內有效。如非本人操作，請忽略此郵件。',
  'mail.code.subject.reset': '重設你的 Across 密碼',
  'mail.code.body.reset':
    '你重設 Across 密碼的驗證碼是 {code}，10 分鐘內有效。如非本人操作，請忽略此郵件，你的密碼不會改變。',
  'mail.exists.subject': '你已經有 Across 帳號了',
  'mail.exists.body':
    '有人嘗試用此電子郵件註冊 Across 帳號，但此信箱已註冊。請直接登入；如忘記密碼，可以重設。如非本人操作，請忽略此郵件。',
} satisfies Translation<typeof en>;
