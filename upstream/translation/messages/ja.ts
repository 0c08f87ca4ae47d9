import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient': 'この翻訳には翻訳文字数が{characters}文字（または100文字ごとに1ゴールドコイン）必要ですが、足りません。ゴールドコインをチャージするか、翻訳パックを購入してください。',
  'translation.unavailable': '{source}から{target}への翻訳は利用できません。',
  'translation.failed': '翻訳サービスが応答していません。しばらくしてからもう一度お試しください。',
  'translation.sameLanguage': 'このメッセージはすでに{language}です。違う場合は、書かれている言語を選んでください。',
  'translation.notText': '翻訳できるのはテキストメッセージだけです。',
  'translation.ownMessage': '自分のメッセージは翻訳設定どおりに送信されます。ここで翻訳できるのは受け取ったメッセージだけです。',
  'translation.noWords': 'このメッセージには翻訳する言葉がありません。',
  'translation.language': 'リストから言語を選んでください。',
  'translation.outgoing': '言語、相手の言語、または翻訳なしを選んでください。',
  'translation.autoTranslate': '受信メッセージを自動で翻訳するかどうかを指定してください。',
} satisfies Translation<typeof en>;
