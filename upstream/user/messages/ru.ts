import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': 'Введите никнейм.',
  'nickname.length': 'Никнейм должен содержать от 1 до 32 символов без управляющих символов.',
  'birthday.invalid': 'Введите корректную дату рождения.',
  'birthday.adult': 'Регистрация возможна только с 18 лет.',
  'language.invalid': 'Выберите язык из списка.',
  'interfaceLanguage.invalid': 'Выберите один из языков, на которых доступен Across.',
  'spokenLanguages.invalid': 'Выберите языки, на которых вы говорите, из списка.',
  'spokenLanguages.count': 'Выберите не больше 5 языков помимо своего.',
  'region.invalid': 'Выберите страну или регион из списка.',
  'gender.invalid': 'Выберите пол из списка.',
  'height.invalid': 'Выберите рост от 140 до 220 см.',
  'weight.invalid': 'Выберите вес от 35 до 150 кг.',
  'signature.length': 'Текст «О себе» может содержать не более 200 символов.',
  'occupation.invalid': 'Выберите профессию из списка.',
  'hobbies.count': 'Выберите от одного до трёх увлечений из списка.',
  'shown.invalid': 'Укажите да или нет: видят ли это другие участники.',
} satisfies Translation<typeof en>;
