import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': 'Нельзя добавить в друзья самого себя.',
  'friend.shareInvalid': 'Ссылка-приглашение недействительна или устарела.',
  'friend.already': 'Вы уже друзья.',
  'friend.notFriend': 'Этот пользователь не у вас в друзьях.',
  'friend.message': 'Сообщение может содержать не более 200 символов.',
  'friend.remark': 'Заметка-имя может содержать не более 32 символов.',
  'apply.notFound': 'Такой заявки в друзья не существует.',
  'apply.notPending': 'Эта заявка в друзья уже обработана.',
  'apply.id': 'Выберите существующую заявку в друзья.',
  'apply.status': 'Укажите 1, чтобы принять заявку, или 2, чтобы отклонить.',
} satisfies Translation<typeof en>;
