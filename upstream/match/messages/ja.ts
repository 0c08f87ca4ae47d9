import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': '今日のマッチは使い切りました。また明日どうぞ。',
  'match.preferencesNotAllowed': '会う相手を選べるのはSVIP会員だけです。',
  'match.attemptNotFound': 'このマッチは存在しないか、あなたのものではありません。',
  'match.preferences': '会う相手は性別、年齢の範囲、言語、地域でのみ選べます。',
  'match.id': '正しいマッチを選んでください。',
} satisfies Translation<typeof en>;
