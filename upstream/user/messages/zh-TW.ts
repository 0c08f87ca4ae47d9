import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': '請輸入暱稱。',
  'nickname.length': '暱稱須為 1 到 32 個字元，且不能包含控制字元。',
  'birthday.invalid': '請輸入有效的出生日期。',
  'birthday.adult': '年滿 18 歲才能註冊。',
  'language.invalid': '請從清單中選擇語言。',
  'interfaceLanguage.invalid': '請從 Across 的介面語言中選擇一種。',
  'spokenLanguages.invalid': '請從清單中選擇你會說的語言。',
  'spokenLanguages.count': '除常用語言外，最多可選擇 5 種語言。',
  'region.invalid': '請從清單中選擇國家或地區。',
  'gender.invalid': '請從清單中選擇性別。',
  'height.invalid': '請選擇 140 到 220 公分之間的身高。',
  'weight.invalid': '請選擇 35 到 150 公斤之間的體重。',
  'signature.length': '自我介紹最多 200 個字元。',
  'occupation.invalid': '請從清單中選擇職業。',
  'hobbies.count': '請從清單中選擇 1 到 3 個興趣。',
  'shown.invalid': '請選擇是或否：其他會員是否可以看到。',
} satisfies Translation<typeof en>;
