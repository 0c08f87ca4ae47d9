import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': '请输入 1 到 1000 个字符的消息。',
  'chat.clientId': '消息 ID 须为 1 到 64 个字母、数字、“-”或“_”。',
  'chat.type': '无法发送此类消息。',
  'chat.image': '该上传不存在或已被使用。',
  'chat.burn': '阅后即焚须为开启或关闭。',
  'chat.ext': '附加数据须为不超过 2 KB 的 JSON 对象。',
  'chat.self': '不能给自己发送消息。',
  'chat.blocked': '你无法与该用户聊天。',
  'chat.unavailable': '该用户已注销账号。',
  'chat.messageId': '请选择有效的消息。',
  'chat.messageNotFound': '该消息不存在。',
  'chat.recallExpired': '该消息已超过撤回时间，无法撤回。',
  'chat.burnViewed': '该照片已被查看。',
  'chat.rateLimited': '发送消息过快，请稍候再试。',
  'chat.typing': '输入状态须为 true 或 false。',
  'complain.type': '请选择投诉类型。',
  'complain.reason': '请填写 1 到 200 个字符的原因。',
  'complain.notes': '备注最多 1000 个字符。',
  'complain.harassment': '骚扰或辱骂',
  'complain.spam': '垃圾信息或诈骗',
  'complain.photos': '不当照片',
  'complain.fake': '虚假资料',
  'complain.underage': '未成年用户',
  'complain.other': '其他',
} satisfies Translation<typeof en>;
