import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': 'ニックネームを入力してください。',
  'nickname.length': 'ニックネームは制御文字を含まない 1〜32 文字で入力してください。',
  'birthday.invalid': '有効な生年月日を入力してください。',
  'birthday.adult': '登録できるのは 18 歳以上の方のみです。',
  'language.invalid': 'リストから言語を選んでください。',
  'interfaceLanguage.invalid': 'Across の表示言語から選んでください。',
  'spokenLanguages.invalid': '話せる言語をリストから選んでください。',
  'spokenLanguages.count': '使用言語のほかに選べる言語は5つまでです。',
  'region.invalid': 'リストから国または地域を選んでください。',
  'gender.invalid': 'リストから性別を選んでください。',
  'height.invalid': '身長は 140〜220 cm の範囲で選んでください。',
  'weight.invalid': '体重は 35〜150 kg の範囲で選んでください。',
  'signature.length': '自己紹介は 200 文字以内で入力してください。',
  'occupation.invalid': 'リストから職業を選んでください。',
  'hobbies.count': '趣味をリストから 1〜3 個選んでください。',
  'shown.invalid': '他のメンバーに表示するかどうかを「はい」か「いいえ」で指定してください。',
} satisfies Translation<typeof en>;
