import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': 'メールアドレスを入力してください。',
  'email.invalid': '有効なメールアドレスを入力してください。',
  'password.required': 'パスワードを入力してください。',
  'password.length': 'パスワードは 8〜128 文字で入力してください。',
  'login.invalid': 'メールアドレスまたはパスワードが正しくありません。',
  'password.wrong': '現在のパスワードが正しくありません。',
  'account.exists': 'このメールアドレスのアカウントはすでに存在します。',
  'chat.duplicate': 'ユーザーはすでに存在します。',
  'chat.usernameTooLong': 'ユーザー名が 64 バイトを超えています。',
  'chat.usernameIllegal': 'ユーザー名が無効です。',
  'code.required': '認証コードを入力してください。',
  'code.invalid': '認証コードが正しくありません。',
  'code.expired': '認証コードの有効期限が切れました。新しいコードを請求してください。',
  'code.tooManyGuesses': '間違ったコードが多すぎます。新しいコードを請求してください。',
  'purpose.invalid': '不明な認証目的です。',
  'registration.closed': '登録ユーザー数が上限に達しました。エンタープライズ版にアップグレードしてください。',
  'registration.forbidden': '登録に失敗しました：権限がありません。',
  'mail.code.subject.register': 'Across 認証コード',
  'mail.code.body.register':
    'Across アカウント登録用の認証コードは {code} です。有効期限は 10 分です。心当たりがない場合は、このメールを無視してください。',
  'mail.code.subject.reset': 'Across パスワードの再設定',
  'mail.code.body.reset':
    'Across パスワード再設定用のコードは {code} です。有効期限は 10 分です。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'mail.exists.subject': 'Across アカウントはすでにお持ちです',
  'mail.exists.body':
    'このメールアドレスで Across アカウントを作成しようとした方がいますが、すでに登録済みです。ログインするか、パスワードをお忘れの場合は再設定してください。心当たりがない場合は、このメールを無視してください。',
} satisfies Translation<typeof en>;
