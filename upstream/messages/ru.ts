import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: 'Успешно',
  'body.invalid': 'Тело запроса должно быть объектом JSON.',
  'field.notText': 'Поле «{field}» должно быть текстом.',
  'field.control': 'Поле «{field}» содержит недопустимые управляющие символы.',
  'platform.invalid': 'Заголовок platform слишком длинный.',
  'route.notFound': 'Такого адреса не существует.',
  'server.internal': 'У нас что-то пошло не так. Попробуйте позже.',
  'auth.required': 'Пожалуйста, войдите снова.',
  'userId.invalid': 'Выберите существующего пользователя.',
  'page.invalid': 'Номер страницы должен быть положительным, размер — не больше 50.',
  'page.tooDeep': 'Список можно пролистать не дальше 100 000 записей.',
  'body.tooLarge': 'Слишком большой объём: не больше {megabytes} МБ.',
  'rate.limited': 'Слишком много попыток. Подождите немного и попробуйте снова.',
  'lookup.rateLimited': 'Вы слишком часто ищете участников. Сделайте небольшой перерыв и попробуйте снова.',
} satisfies Translation<typeof en>;
