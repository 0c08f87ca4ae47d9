import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'Такого пользователя не существует.',
  'search.self': 'Нельзя искать собственный аккаунт.',
  'search.required': 'Введите никнейм или ID для поиска.',
  'follow.self': 'Нельзя подписаться на самого себя.',
  'block.self': 'Нельзя заблокировать самого себя.',
  'privacy.invalid': 'Каждая настройка приватности либо включена, либо выключена.',
  'meet.age': 'Выберите возраст от 18 до 99, сначала меньший.',
  'meet.online': '«Сейчас в сети» — это 1 (только участники в сети) или 0.',
} satisfies Translation<typeof en>;
