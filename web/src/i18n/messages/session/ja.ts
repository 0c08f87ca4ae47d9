import type session from './en';

const ja: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '別の端末でログインされました',
  'session.elsewhere.body':
    'お使いのアカウントに別の端末からログインがあったため、この端末ではログアウトしました。心当たりがない場合はパスワードを変更してください。',
  'session.elsewhere.ok': 'OK',
  'connection.reconnecting': '接続が切れました。再接続しています…',
  'connection.offline': 'オフラインです。新しいメッセージやリクエストは届きません。',
  'connection.retry': '再試行',
};

export default ja;
