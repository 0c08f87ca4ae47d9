import type session from './en';

const ru: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Вход с другого устройства',
  'session.elsewhere.body':
    'В ваш аккаунт только что вошли с другого устройства, поэтому здесь вы вышли из системы. Если это были не вы, смените пароль.',
  'session.elsewhere.ok': 'ОК',
  'connection.reconnecting': 'Соединение потеряно. Переподключаемся…',
  'connection.offline': 'Вы не в сети: новые сообщения и запросы не придут.',
  'connection.retry': 'Повторить',
};

export default ru;
