import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': 'Вы использовали сегодняшние совпадения. Возвращайтесь завтра.',
  'match.preferencesNotAllowed': 'Выбирать, с кем встретиться, могут участники SVIP.',
  'match.attemptNotFound': 'Такого совпадения нет, или оно не ваше.',
  'match.preferences': 'Выбирайте, с кем встретиться, только по полу, возрасту, языку и региону.',
  'match.id': 'Выберите существующее совпадение.',
} satisfies Translation<typeof en>;
