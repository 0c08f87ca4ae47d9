import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': '自分自身を友だちに追加することはできません。',
  'friend.shareInvalid': '招待リンクが無効か、期限が切れています。',
  'friend.already': 'すでに友だちです。',
  'friend.notFriend': 'このメンバーは友だちではありません。',
  'friend.message': 'メッセージは 200 文字以内で入力してください。',
  'friend.remark': '備考名は 32 文字以内で入力してください。',
  'apply.notFound': 'この友だち申請は存在しません。',
  'apply.notPending': 'この友だち申請はすでに処理されています。',
  'apply.id': '有効な友だち申請を選んでください。',
  'apply.status': '申請を承認するには 1、拒否するには 2 を指定してください。',
} satisfies Translation<typeof en>;
