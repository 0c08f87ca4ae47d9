import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': 'Выберите тип уведомления.',
  'notice.who': 'Выберите, кто может вас уведомлять: все, те, на кого вы подписаны, друзья или никто.',
  'notice.flag': 'Поле «{field}» должно быть true или false.',
  'notice.upTo': 'Выберите уведомление, до которого всё отметить прочитанным.',
  'notice.id': 'Выберите существующее уведомление.',
  'notice.notFound': 'Такого уведомления нет.',
  'notice.muteSelf': 'Нельзя отключить уведомления от самого себя.',
  'announcement.id': 'Выберите существующее объявление.',
  'announcement.notFound': 'Такого объявления нет.',
  'announcement.texts':
    'Укажите заголовок и текст на английском и на каждом добавленном языке (заголовок до 120 символов, текст до 5000).',
  'announcement.publishAt': 'Укажите правильное время публикации.',
  'maintenance.texts': 'Укажите сообщение на английском и на каждом добавленном языке (до 500 символов).',
  'maintenance.times': 'Укажите начало и конец: конец позже начала и в будущем.',
  'maintenance.active': 'Across на техническом обслуживании до {endsAt}. Пожалуйста, попробуйте позже.',
  'staff.forbidden': 'Это может делать только команда Across.',
  'push.subscription': 'Укажите правильную push-подписку.',
} satisfies Translation<typeof en>;
