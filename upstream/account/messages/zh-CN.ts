import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': '请输入邮箱地址。',
  'email.invalid': '请输入有效的邮箱地址。',
  'password.required': '请输入密码。',
  'password.length': '密码长度须为 8 到 128 个字符。',
  'login.invalid': '邮箱或密码错误。',
  'password.wrong': '当前密码错误。',
  'account.exists': '该邮箱已注册。',
  'chat.duplicate': '用户已存在。',
  'chat.usernameTooLong': '用户名超过 64 字节。',
  'chat.usernameIllegal': '用户名不合法。',
  'code.required': '请输入验证码。',
  'code.invalid': '验证码错误。',
  'code.expired': '验证码已过期，请重新获取。',
  'code.tooManyGuesses': '错误次数过多，请重新获取验证码。',
  'purpose.invalid': '未知的验证用途。',
  'registration.closed': '注册用户数已达上限，请升级到企业版。',
  'registration.forbidden': '注册失败，没有权限。',
  'mail.code.subject.register': '你的 Across 验证码',
  'mail.code.body.register': '你注册 Across 账号的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略此邮件。',
  'mail.code.subject.reset': '重置你的 Across 密码',
  'mail.code.body.reset':
    '你重置 Across 密码的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略此邮件，你的密码不会改变。',
  'mail.exists.subject': '你已经有 Across 账号了',
  'mail.exists.body':
    '有人尝试用此邮箱注册 Across 账号，但该邮箱已注册。请直接登录；如忘记密码，可以重置。如非本人操作，请忽略此邮件。',
} satisfies Translation<typeof en>;
