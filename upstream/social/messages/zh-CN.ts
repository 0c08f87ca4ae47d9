import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': '该用户不存在。',
  'search.self': '请勿搜索自己的账号。',
  'search.required': '请输入要搜索的昵称或 ID。',
  'follow.self': '不能关注自己。',
  'block.self': '不能拉黑自己。',
  'privacy.invalid': '每项隐私设置只能开启或关闭。',
  'meet.age': '请选择 18 到 99 岁之间的年龄，较小的在前。',
  'meet.online': '“现在在线”为 1（仅在线会员）或 0。',
} satisfies Translation<typeof en>;
