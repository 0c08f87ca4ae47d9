import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': '不能添加自己为好友。',
  'friend.shareInvalid': '邀请链接无效或已过期。',
  'friend.already': '你们已经是好友了。',
  'friend.notFriend': '该用户不是你的好友。',
  'friend.message': '验证消息最多 200 个字符。',
  'friend.remark': '备注名最多 32 个字符。',
  'apply.notFound': '该好友申请不存在。',
  'apply.notPending': '该好友申请已处理。',
  'apply.id': '请选择有效的好友申请。',
  'apply.status': '请选择 1（通过）或 2（拒绝）。',
} satisfies Translation<typeof en>;
