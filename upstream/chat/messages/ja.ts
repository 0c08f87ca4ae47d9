import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': '1〜1000文字のメッセージを入力してください。',
  'chat.translate': 'このメッセージを翻訳するかどうかを指定してください（true または false）。',
  'chat.clientId': 'メッセージIDは1〜64文字の英数字、「-」または「_」にしてください。',
  'chat.type': 'この種類のメッセージは送信できません。',
  'chat.image': 'そのアップロードは存在しないか、すでに使用されています。',
  'chat.burn': '閲覧後削除はオンかオフにしてください。',
  'chat.ext': '追加データは2 KB以下のJSONオブジェクトにしてください。',
  'chat.self': '自分自身にメッセージを送ることはできません。',
  'chat.blocked': 'このメンバーとはチャットできません。',
  'chat.unavailable': 'このメンバーはアカウントを削除しました。',
  'chat.messageId': '有効なメッセージを選んでください。',
  'chat.messageNotFound': 'このメッセージは存在しません。',
  'chat.recallExpired': 'このメッセージはもう取り消せません。',
  'chat.welcome':
    'Acrossへようこそ！こちらはカスタマーサービスです。お困りのときは、いつでもここにご自分の言語でメッセージをお送りください。',
  'chat.burnViewed': 'この写真はすでに閲覧されました。',
  'chat.rateLimited': 'メッセージの送信が速すぎます。少し待ってください。',
  'chat.typing': '入力中はtrueかfalseにしてください。',
  'complain.type': '通報の種類を選んでください。',
  'complain.reason': '理由を1〜200文字で入力してください。',
  'complain.notes': 'メモは1000文字以内にしてください。',
  'complain.tooMany': '今日はすでに多くの通報を送信しています。明日もう一度お試しください。',
  'complain.tooManyAboutMember':
    '今日はこのメンバーをすでに何度か通報しています。通報は受け付け済みです。しばらくしてから再度通報してください。',
  'complain.harassment': '嫌がらせ・誹謗中傷',
  'complain.spam': 'スパム・詐欺',
  'complain.photos': '不適切な写真',
  'complain.fake': '偽のプロフィール',
  'complain.underage': '未成年の利用者',
  'complain.other': 'その他',
} satisfies Translation<typeof en>;
