import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient': 'この翻訳に使える翻訳文字数またはゴールドコインが残っていません。翻訳パックを購入するか、チャージしてください。',
  'translation.unavailable': '{source}から{target}への翻訳は利用できません。',
  'translation.failed': '翻訳サービスが応答していません。しばらくしてからもう一度お試しください。',
  'translation.sameLanguage': 'このメッセージはすでに{language}です。違う場合は、書かれている言語を選んでください。',
  'translation.notText': '翻訳できるのはテキストメッセージだけです。',
  'translation.noWords': 'このメッセージには翻訳する言葉がありません。',
  'translation.language': 'リストから言語を選んでください。',
  'translation.outgoing': '言語、相手の言語、または翻訳なしを選んでください。',
  'translation.autoTranslate': '受信メッセージを自動で翻訳するかどうかを指定してください。',
} satisfies Translation<typeof en>;
