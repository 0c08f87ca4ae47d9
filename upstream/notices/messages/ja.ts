import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': '通知の種類を選んでください。',
  'notice.who': '通知を受け取る相手を選んでください：全員、フォロー中の人、友達、または誰からも受け取らない。',
  'notice.flag': '「{field}」は true か false にしてください。',
  'notice.upTo': '既読にする範囲の通知を正しく選んでください。',
  'notice.id': '有効な通知を選んでください。',
  'notice.notFound': 'この通知は存在しません。',
  'notice.muteSelf': '自分の通知をミュートすることはできません。',
  'announcement.id': '有効なお知らせを選んでください。',
  'announcement.notFound': 'このお知らせは存在しません。',
  'announcement.texts':
    '英語のタイトルと本文、追加する各言語のタイトルと本文を入力してください（タイトルは120文字まで、本文は5,000文字まで）。',
  'announcement.publishAt': '有効な公開日時を指定してください。',
  'announcement.updateConflict':
    '開いた後に別の管理者がこのお知らせを変更しました。何も保存されていません。再読み込みしてもう一度お試しください。',
  'announcement.notEditable':
    'このお知らせはもう変更できません。公開済みのものは本文と日時がそのまま残り、取り下げたものは取り下げたままです。',
  'announcement.version': '読み込んだお知らせのバージョンを指定してください。',
  'maintenance.texts': '英語のメッセージと、追加する各言語のメッセージを入力してください（500文字まで）。',
  'maintenance.times': '開始と終了を指定してください。終了は開始より後で、未来の日時にしてください。',
  'maintenance.active': 'Across は {endsAt} までメンテナンス中です。その後にもう一度お試しください。',
  'staff.forbidden': 'この操作は Across のスタッフのみ行えます。',
  'push.subscription': '有効なプッシュ通知の購読情報を指定してください。',
} satisfies Translation<typeof en>;
