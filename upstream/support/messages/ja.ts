import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': '有効な会員の会話を選んでください。',
  'support.conversationNotFound': 'この会員はカスタマーサービスとの会話がありません。',
  'support.claimConflict': '別のスタッフがこの会話を担当しています。何も変更されていません。',
  'support.replyText': '返信は1〜1000文字です。',
  'support.noteText': 'メモは1〜1000文字です。',
  'support.flag': 'このフィルターは1か0です。',
} satisfies Translation<typeof en>;
