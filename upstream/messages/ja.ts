import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: '成功しました',
  'body.invalid': 'リクエスト本文は JSON オブジェクトである必要があります。',
  'field.notText': '「{field}」はテキストで入力してください。',
  'field.control': '「{field}」に使用できない制御文字が含まれています。',
  'platform.invalid': 'platform ヘッダーが長すぎます。',
  'route.notFound': 'このアドレスは存在しません。',
  'server.internal': 'サーバーで問題が発生しました。しばらくしてからもう一度お試しください。',
  'auth.required': 'もう一度ログインしてください。',
  'userId.invalid': '有効なメンバーを選んでください。',
  'page.invalid': 'ページは正の数、件数は 50 以下で指定してください。',
  'page.tooDeep': 'リストは 100,000 件目までしか表示できません。',
  'body.tooLarge': '大きすぎます。{megabytes} MB までにしてください。',
  'rate.limited': '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  'lookup.rateLimited': 'メンバーの検索が多すぎます。少し休んでからもう一度お試しください。',
} satisfies Translation<typeof en>;
