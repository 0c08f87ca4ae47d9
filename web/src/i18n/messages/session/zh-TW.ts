import type session from './en';

const zhTW: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '帳號已在其他裝置登入',
  'session.elsewhere.body': '你的帳號剛剛在另一台裝置上登入，此處已登出。如果不是你本人操作，請變更密碼。',
  'session.elsewhere.ok': '確定',
  'session.suspended.title': '帳號已被停權',
  'session.suspended.body':
    '你的帳號因違反社群規則被審核員停權，{until, date, long} {until, time, short} 之後可以重新登入。',
  'session.banned.title': '帳號已被永久停權',
  'session.banned.body': '你的帳號因違反社群規則被審核員永久停權，無法再登入。',
  'connection.reconnecting': '連線已中斷，正在重新連線…',
  'connection.offline': '你已離線：新訊息和請求將無法送達。',
  'connection.retry': '重試',
};

export default zhTW;
