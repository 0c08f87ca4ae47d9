import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': '请选择有效的举报。',
  'moderation.itemNotFound': '该举报不存在。',
  'moderation.updateConflict': '你打开这条举报后，其他人已对其作出更改。请重新加载后再作决定。',
  'moderation.version': '请提供你要处理的举报的版本。',
  'moderation.action': '请选择驳回、警告、删除、暂停或封禁。',
  'moderation.removeMember': '针对会员的举报没有可删除的内容：请改为警告、暂停或封禁。',
  'moderation.days': '暂停期限为 1 至 365 天，且只有暂停需要填写天数。',
  'moderation.note': '备注最多 500 个字符。',
  'moderation.state': '请选择待处理、已处理或全部。',
  'moderation.kind': '请选择会员、消息、动态或评论。',
  'moderation.mine': '筛选项“mine”为 1 或 0。',
  'moderation.momentId': '请选择有效的动态。',
  'moderation.commentId': '请选择有效的评论。',
  'moderation.ownContent': '你不能举报自己的内容。',
  'moderation.suspended': '由于违反社区规则，你的账号已被暂停至 {until}。',
  'moderation.banned': '由于违反社区规则，你的账号已被封禁。',
} satisfies Translation<typeof en>;
