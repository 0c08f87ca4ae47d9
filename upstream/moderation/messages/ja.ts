import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': '有効な通報を選んでください。',
  'moderation.itemNotFound': 'この通報は存在しません。',
  'moderation.updateConflict':
    'この通報は開いた後に別の人によって変更されました。読み込み直してから、もう一度判断してください。',
  'moderation.version': '判断する通報のバージョンを指定してください。',
  'moderation.action': '却下、警告、削除、一時停止、永久停止のいずれかを選んでください。',
  'moderation.removeMember':
    'メンバーへの通報には削除できる内容がありません。警告、一時停止、永久停止のいずれかにしてください。',
  'moderation.days': '一時停止の期間は 1〜365 日で、日数を指定できるのは一時停止のときだけです。',
  'moderation.note': 'メモは 500 文字以内で入力してください。',
  'moderation.state': '未処理、処理済み、すべてのいずれかを選んでください。',
  'moderation.kind': 'メンバー、メッセージ、モーメント、コメントのいずれかを選んでください。',
  'moderation.mine': 'フィルター「mine」は 1 か 0 です。',
  'moderation.momentId': '有効なモーメントを選んでください。',
  'moderation.commentId': '有効なコメントを選んでください。',
  'moderation.ownContent': '自分の投稿は通報できません。',
  'moderation.suspended': 'コミュニティのルールに違反したため、あなたのアカウントは {until} まで停止されています。',
  'moderation.banned': 'コミュニティのルールに違反したため、あなたのアカウントは永久に停止されました。',
} satisfies Translation<typeof en>;
