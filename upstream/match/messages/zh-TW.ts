import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': '今天的配對次數已用完，明天再來吧。',
  'match.preferencesNotAllowed': '選擇遇見誰是 SVIP 會員的功能。',
  'match.attemptNotFound': '此配對不存在或不屬於你。',
  'match.preferences': '只能依性別、年齡範圍、語言和地區選擇遇見的人。',
  'match.id': '請選擇有效的配對。',
} satisfies Translation<typeof en>;
