import type session from './en';

const ru: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Вход с другого устройства',
  'session.elsewhere.body':
    'В ваш аккаунт только что вошли с другого устройства, поэтому здесь вы вышли из системы. Если это были не вы, смените пароль.',
  'session.elsewhere.ok': 'ОК',
  'session.suspended.title': 'Аккаунт заблокирован',
  'session.suspended.body':
    'Модератор временно заблокировал ваш аккаунт за нарушение правил сообщества. Войти снова можно после {until, date, long} {until, time, short}.',
  'session.banned.title': 'Аккаунт заблокирован навсегда',
  'session.banned.body':
    'Модератор навсегда заблокировал ваш аккаунт за нарушение правил сообщества. Войти больше нельзя.',
  'connection.reconnecting': 'Соединение потеряно. Переподключаемся…',
  'connection.offline': 'Вы не в сети: новые сообщения и запросы не придут.',
  'connection.retry': 'Повторить',
};

export default ru;
