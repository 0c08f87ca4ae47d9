import type session from './en';

const zhCN: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '账号已在其他设备登录',
  'session.elsewhere.body': '你的账号刚刚在另一台设备上登录，此处已退出。如果不是你本人操作，请修改密码。',
  'session.elsewhere.ok': '确定',
  'session.suspended.title': '账号已被封禁',
  'session.suspended.body':
    '你的账号因违反社区规则被审核员封禁，{until, date, long} {until, time, short} 之后可以重新登录。',
  'session.banned.title': '账号已被永久封禁',
  'session.banned.body': '你的账号因违反社区规则被审核员永久封禁，无法再登录。',
  'connection.reconnecting': '连接已断开，正在重新连接…',
  'connection.offline': '你已离线：新消息和请求将无法送达。',
  'connection.retry': '重试',
};

export default zhCN;
