import type staff from './en';

const ja: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '通報',
  'staff.nav.support': 'カスタマーサービス',
  'staff.back': 'Across に戻る',
  'staff.code.label': 'コード',
  'staff.verify.title': '本人確認',
  'staff.verify.body':
    'スタッフ画面にはこの端末での二要素認証が必要です。認証アプリに表示されたコード、またはリカバリーコードを入力してください。',
  'staff.verify.submit': '続ける',
  'staff.enrol.title': '二要素認証を設定',
  'staff.enrol.body':
    'スタッフはパスワードに加えて認証アプリのコードでログインします。アプリに Across を追加し、表示されたコードを入力してください。',
  'staff.enrol.start': '開始',
  'staff.enrol.secret': 'またはこのキーをアプリに入力:',
  'staff.enrol.confirm': '確認',
  'staff.recovery.title': 'リカバリーコード',
  'staff.recovery.body':
    'スマートフォンを紛失した場合、各コードはアプリのコードの代わりに一度だけ使えます。安全な場所に保管してください。再表示はされません。',
  'staff.recovery.saved': '保存しました',
};

export default ja;
