import type session from './en';

const ja: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '別の端末でログインされました',
  'session.elsewhere.body':
    'お使いのアカウントに別の端末からログインがあったため、この端末ではログアウトしました。心当たりがない場合はパスワードを変更してください。',
  'session.elsewhere.ok': 'OK',
  'session.suspended.title': 'アカウント利用停止',
  'session.suspended.body':
    'コミュニティのルール違反により、モデレーターがあなたのアカウントを利用停止にしました。{until, date, long} {until, time, short} 以降に再びログインできます。',
  'session.banned.title': 'アカウント永久停止',
  'session.banned.body':
    'コミュニティのルール違反により、モデレーターがあなたのアカウントを永久停止にしました。今後ログインすることはできません。',
  'connection.reconnecting': '接続が切れました。再接続しています…',
  'connection.offline': 'オフラインです。新しいメッセージやリクエストは届きません。',
  'connection.retry': '再試行',
};

export default ja;
