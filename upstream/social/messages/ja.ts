import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'このユーザーは存在しません。',
  'search.self': '自分のアカウントは検索できません。',
  'search.required': '検索するニックネームまたは ID を入力してください。',
  'follow.self': '自分自身をフォローすることはできません。',
  'block.self': '自分自身をブロックすることはできません。',
  'privacy.invalid': 'プライバシー設定はオンかオフで指定してください。',
  'meet.age': '年齢は18歳から99歳の間で、若い方を先に選んでください。',
  'meet.online': '「オンライン中」は1（オンラインのメンバーのみ）か0です。',
} satisfies Translation<typeof en>;
