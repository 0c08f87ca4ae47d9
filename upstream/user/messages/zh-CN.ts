import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': '请输入昵称。',
  'nickname.length': '昵称须为 1 到 32 个字符，且不能包含控制字符。',
  'birthday.invalid': '请输入有效的出生日期。',
  'birthday.adult': '年满 18 周岁才能注册。',
  'language.invalid': '请从列表中选择语言。',
  'interfaceLanguage.invalid': '请从 Across 的界面语言中选择一种。',
  'spokenLanguages.invalid': '请从列表中选择你会说的语言。',
  'spokenLanguages.count': '除常用语言外，最多可选择 5 种语言。',
  'region.invalid': '请从列表中选择国家或地区。',
  'gender.invalid': '请从列表中选择性别。',
  'height.invalid': '请选择 140 到 220 厘米之间的身高。',
  'weight.invalid': '请选择 35 到 150 公斤之间的体重。',
  'signature.length': '自我介绍最多 200 个字符。',
  'occupation.invalid': '请从列表中选择职业。',
  'hobbies.count': '请从列表中选择 1 到 3 个爱好。',
  'shown.invalid': '请选择是或否：其他会员是否可以看到。',
} satisfies Translation<typeof en>;
