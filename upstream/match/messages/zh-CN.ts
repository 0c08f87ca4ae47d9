import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': '今天的匹配次数已用完，明天再来吧。',
  'match.preferencesNotAllowed': '选择遇见谁是 SVIP 会员的功能。',
  'match.attemptNotFound': '此匹配不存在或不属于你。',
  'match.preferences': '只能按性别、年龄范围、语言和地区选择遇见的人。',
  'match.id': '请选择有效的匹配。',
} satisfies Translation<typeof en>;
