import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    'この翻訳には{characters}文字が必要ですが、今日の無料文字数・翻訳文字数・ゴールドコインでは足りません。翻訳パックを購入するかゴールドコインをチャージしてください。原文のまま送ることもできます。明日になると無料文字数が補充されます。',
  'translation.askCoins':
    'この翻訳には{characters}文字が必要で、残りは{left}文字です（今日の無料文字数と翻訳文字数）。足りない分はゴールドコインで支払えます（{per}文字ごとに1枚）。',
  'translation.unavailable': '{source}から{target}への翻訳は利用できません。',
  'translation.failed': '翻訳サービスが応答していません。しばらくしてからもう一度お試しください。',
  'translation.sameLanguage': 'このメッセージはすでに{language}です。違う場合は、書かれている言語を選んでください。',
  'translation.notText': '翻訳できるのはテキストメッセージだけです。',
  'translation.ownMessage':
    '自分のメッセージは翻訳設定どおりに送信されます。ここで翻訳できるのは受け取ったメッセージだけです。',
  'translation.noWords': 'このメッセージには翻訳する言葉がありません。',
  'translation.draftRecord': 'この翻訳は別の文章のものか、すでに送信済みです。メッセージをもう一度翻訳してください。',
  'translation.draftAsWritten': '翻訳せずに送るメッセージには翻訳を付けられません。',
  'translation.correctionText': '提案する表現を1〜1000文字で入力してください。',
  'translation.correctionOwn': 'より良い表現を提案できるのは、受け取ったメッセージだけです。',
  'translation.correctionUntranslated':
    'より良い表現を提案できるのは翻訳されたメッセージだけです。先に翻訳してください。',
  'translation.correctionSame': 'すでにその表現です。より良い表現に変えてから提案してください。',
  'translation.language': 'リストから言語を選んでください。',
  'translation.outgoing': '言語、相手の言語、または翻訳なしを選んでください。',
  'translation.autoTranslate': '受信メッセージを自動で翻訳するかどうかを指定してください。',
  'translation.payWithCoins': 'ゴールドコインで翻訳を支払うかどうかを指定してください（true または false）。',
} satisfies Translation<typeof en>;
