import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': '请选择通知类型。',
  'notice.who': '请选择谁可以通知你：所有人、你关注的人、好友或任何人都不可以。',
  'notice.flag': '字段“{field}”必须为 true 或 false。',
  'notice.upTo': '请选择有效的通知，标记到该条为止为已读。',
  'notice.id': '请选择有效的通知。',
  'notice.notFound': '该通知不存在。',
  'notice.muteSelf': '不能关闭自己的通知。',
  'announcement.id': '请选择有效的公告。',
  'announcement.notFound': '该公告不存在。',
  'announcement.texts':
    '请填写英文标题和正文，以及你添加的每种语言的标题和正文（标题最多 120 个字符，正文最多 5000 个字符）。',
  'announcement.publishAt': '请填写有效的发布时间。',
  'announcement.updateConflict': '你打开后另一位管理员修改了这条公告：没有保存任何内容。请重新加载后再试。',
  'announcement.notEditable': '这条公告已不能修改：已发布的公告保留原文和时间，已撤回的公告保持撤回。',
  'announcement.version': '请提供你读取的公告版本。',
  'maintenance.texts': '请填写英文消息，以及你添加的每种语言的消息（最多 500 个字符）。',
  'maintenance.times': '请填写开始和结束时间：结束时间须晚于开始时间，且在将来。',
  'maintenance.active': 'Across 正在维护，预计 {endsAt} 结束。请届时再试。',
  'staff.forbidden': '只有 Across 工作人员可以执行此操作。',
  'push.subscription': '请提供有效的推送订阅。',
} satisfies Translation<typeof en>;
