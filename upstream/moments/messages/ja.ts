import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': 'このモーメントは存在しないか、表示できません。',
  'moment.commentNotFound': 'このコメントは存在しないか、表示できません。',
  'moment.id': '正しいモーメントを選んでください。',
  'moment.commentId': '正しいコメントを選んでください。',
  'moment.content': '内容を入力してください。モーメントは1〜{max}文字です。',
  'moment.pictures': '写真を1〜{max}枚追加してください。',
  'moment.pictureUnknown':
    'あなたがアップロードしていない、または使用済みの写真があります。もう一度アップロードしてください。',
  'moment.type': '通常のモーメントか、見たら消えるモーメントを選んでください。',
  'moment.audience': '全員、友達、自分のみから選んでください。',
  'moment.flag': 'true か false を選んでください。',
  'moment.comment': '1〜{max}文字のコメントを入力してください。',
  'moment.scope': 'すべて、フォロー中、友達、近く、ランダム、メンバー、自分から選んでください。',
  'moment.cursor': 'リストの位置が正しくありません。リストを再読み込みしてください。',
  'moment.seed': 'ランダム順には1〜64文字の英数字のシードが必要です。',
  'moment.userIds': 'メンバーIDを1〜{max}個指定してください。',
  'moment.burnViewed': 'この写真はすでに見ました。',
  'moment.burnOwn': '自分の見たら消える写真はいつでも表示されます。',
  'moment.notBurn': 'これは見たら消えるモーメントではありません。',
  'moment.publishLimit': '1時間に投稿できるモーメントは{max}件までです。しばらくしてからお試しください。',
  'moment.commentLimit': 'コメントのペースが速すぎます。少しお待ちください。',
  'moment.noWords': '翻訳する言葉がありません。',
  'moment.sameLanguage': 'この文はすでに{language}です。',
} satisfies Translation<typeof en>;
