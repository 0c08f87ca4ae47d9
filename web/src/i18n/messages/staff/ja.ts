import type staff from './en';

const ja: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '通報',
  'staff.nav.announcements': 'お知らせ',
  'staff.nav.maintenance': 'メンテナンス',
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
  'staff.nav.team': 'スタッフ',
  'staff.forbidden.title': 'あなたの役割では使えません',
  'staff.forbidden.body': 'このページは管理者用です。コンソールのバーからあなたの役割のページへ進めます。',
  'staff.role.SUPPORT': 'サポート',
  'staff.role.MODERATOR': 'モデレーター',
  'staff.role.ADMIN': '管理者',
  'staff.team.title': 'スタッフ一覧',
  'staff.team.body': 'サポートはカスタマーサービスに、モデレーターは通報に対応し、管理者はすべてを行えます。',
  'staff.team.empty': 'スタッフはまだいません。',
  'staff.team.grant.title': 'スタッフを追加',
  'staff.team.email': 'メールアドレス',
  'staff.team.role': '役割',
  'staff.team.grant': '追加',
  'staff.team.you': '（あなた）',
  'staff.team.factor.on': '二要素認証を設定済み',
  'staff.team.factor.off': '二要素認証は未設定',
  'staff.team.roleOf': '{name}の役割',
  'staff.team.reset': '二要素認証をリセット',
  'staff.team.reset.confirm':
    '{name}さんは次にスタッフページを開いたときに新しい二要素認証を設定し、リカバリーコードは使えなくなります。リセットしますか？',
  'staff.team.reset.do': 'リセット',
  'staff.team.remove': 'スタッフから外す',
  'staff.team.remove.confirm': '{name}さんはコンソールを使えなくなります。スタッフから外しますか？',
  'staff.team.remove.do': '外す',
  'staff.team.cancel': 'キャンセル',
  'staff.team.granted': '{name}さんの役割は{role}になりました。',
  'staff.team.removed': '{name}さんはスタッフではなくなりました。',
  'staff.team.resetDone': '{name}さんは次にスタッフページを開いたときに新しい二要素認証を設定します。',
};

export default ja;
