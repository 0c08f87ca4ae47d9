import type session from './en';

const zhCN: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '账号已在其他设备登录',
  'session.elsewhere.body': '你的账号刚刚在另一台设备上登录，此处已退出。如果不是你本人操作，请修改密码。',
  'session.elsewhere.ok': '确定',
  'connection.reconnecting': '连接已断开，正在重新连接…',
  'connection.offline': '你已离线：新消息和请求将无法送达。',
  'connection.retry': '重试',
};

export default zhCN;
