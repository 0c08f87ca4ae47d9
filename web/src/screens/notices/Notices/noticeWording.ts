import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';

/** The kinds the graph names (NoticeKind). */
export type NoticeKindName =
  | 'FOLLOW'
  | 'FRIEND'
  | 'VISIT'
  | 'LIKE'
  | 'COMMENT'
  | 'REPLY'
  | 'GIFT'
  | 'MATCH'
  | 'SHOP_GIFT'
  | 'REPORT_OUTCOME'
  | 'MODERATION_WARNING';

/** Each kind's line ("Lucía and 3 others liked your moment"): `{name}` the latest actor, `{others}` the rest. */
export const NOTICE_LINES: Record<NoticeKindName, MessageId> = {
  FOLLOW: 'notices.line.follow',
  FRIEND: 'notices.line.friend',
  VISIT: 'notices.line.visit',
  LIKE: 'notices.line.like',
  COMMENT: 'notices.line.comment',
  REPLY: 'notices.line.reply',
  GIFT: 'notices.line.gift',
  MATCH: 'notices.line.match',
  SHOP_GIFT: 'notices.line.shopGift',
  REPORT_OUTCOME: 'notices.line.reportOutcome',
  MODERATION_WARNING: 'notices.line.moderationWarning',
};

/**
 * What a group's line says: its kind's message, the newest actor the viewer may still see (null: nobody shown any
 * more, "Someone"), and how many others acted; `count` counts every actor once, hidden ones included.
 */
export function noticeLine(kind: string, count: number, newestActor: string | null) {
  const id = NOTICE_LINES[kind as NoticeKindName];
  if (!id) return null; // a kind this client does not know yet: not shown
  return { id, name: newestActor, others: Math.max(0, count - 1) };
}

/** Where a notice leads: the moment, the lists of people, the chat with the giver, the partner's page. */
export function noticeTarget(
  kind: string,
  newestActorId: string | null,
  moment: { id: string; isMine: boolean; authorId: string | null } | null,
): string | null {
  switch (kind) {
    case 'LIKE':
    case 'COMMENT':
    case 'REPLY':
      // A moment closed or deleted since leads nowhere; mine are in my space, another's on their page.
      if (!moment) return null;
      if (moment.isMine || !moment.authorId) return paths.mySpace();
      return paths.userHomePage(moment.authorId);
    case 'FOLLOW':
      return paths.followers();
    case 'VISIT':
      return paths.visitors();
    case 'FRIEND':
      return paths.friends({ tab: 'friends' });
    case 'GIFT':
      return newestActorId ? paths.chatWith(newestActorId) : null;
    case 'MATCH':
      return newestActorId ? paths.userHomePage(newestActorId) : null;
    case 'SHOP_GIFT':
      return paths.ordersReceived();

    default:
      return null;
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago, in the largest whole unit ("3 hours ago"); under a minute is "now" (0 seconds). */
export function timeAgo(at: Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  for (const [unit, size] of UNITS) if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  return { value: 0, unit: 'second' };
}
