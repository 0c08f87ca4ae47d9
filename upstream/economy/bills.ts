import { inArray } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { chatMessages } from '../db/schema';
import { translate, type MessageKey } from '../i18n';
import type { SocialService } from '../social/service';
import type { BillRow } from './ledger';

/**
 * How the other member of a bill line is related to it: the gift, packet or membership went to them, came from them, or
 * it was about them.
 */
export type BillMemberRole = 'to' | 'from' | 'with';

interface GiftShown {
  id: number;
  name: string;
  icon: string;
  goldCoin: number;
}

const numberIn = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === 'number' ? (detail[key] as number) : null;

/**
 * The other member of a movement as the bill's owner sees it (docs/contract.md "Economy"):
 * whom a gift, packet or membership of theirs went to, who sent them a packet or gave them a
 * membership, whose photos or conversation it paid for.
 */
function otherMember(
  row: BillRow,
  ownerId: number,
  messagePeer: (messageId: number) => number | undefined,
): { id: number; role: BillMemberRole } | null {
  const detail = row.detail ?? {};
  const userId = numberIn(detail, 'userId');
  switch (row.kind) {
    case 'gift_sent':
    case 'red_packet_sent':
    case 'red_packet_returned':
    case 'shop_order':
    case 'shop_order_returned':
      return userId ? { id: userId, role: 'to' } : null;
    case 'red_packet_received':
      return userId ? { id: userId, role: 'from' } : null;
    case 'membership':
      // Bought for oneself, it names nobody; for another, the buyer sees for whom and they see from whom.
      if (!userId) return null;
      return row.byUserId === ownerId ? { id: userId, role: 'to' } : { id: row.byUserId, role: 'from' };
    case 'unlock':
      return userId ? { id: userId, role: 'with' } : null;
    case 'translation': {
      const peer = messagePeer(numberIn(detail, 'messageId') ?? 0);
      return peer ? { id: peer, role: 'with' } : null;
    }
    default:
      return null;
  }
}

/**
 * `/bill/list`'s lines: each entry with its kind named in the member's language and what it
 * was about, read from the movement's detail: the gift and how many, the other member (as the
 * owner may see them now: null once hidden, blocked or gone), a membership's level and months,
 * a translation's characters and language, a pack's characters, an unlock's kind.
 */
export async function presentBills(
  db: Database,
  social: SocialService,
  gifts: GiftShown[],
  ownerId: number,
  rows: BillRow[],
  language: UiLanguage,
) {
  const messageIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.kind === 'translation' && typeof row.detail?.messageId === 'number' ? [row.detail.messageId] : [],
      ),
    ),
  ];
  const messages = messageIds.length
    ? await db
        .select({ id: chatMessages.id, senderId: chatMessages.senderId, recipientId: chatMessages.recipientId })
        .from(chatMessages)
        .where(inArray(chatMessages.id, messageIds))
    : [];
  const peers = new Map(
    messages.map((message) => [message.id, message.senderId === ownerId ? message.recipientId : message.senderId]),
  );
  const others = rows.map((row) => otherMember(row, ownerId, (messageId) => peers.get(messageId)));
  const people = await social.many(
    ownerId,
    others.flatMap((other) => (other ? [other.id] : [])),
  );
  const shown = new Map(people.filter((person) => person !== null).map((person) => [person.id, person]));
  return rows.map((row, index) => {
    const detail = row.detail ?? {};
    const gift = row.kind === 'gift_sent' ? gifts.find((found) => found.id === numberIn(detail, 'giftId')) : undefined;
    const other = others[index];
    return {
      id: row.id,
      type: row.kind,
      item: translate(language, `bill.${row.kind}` as MessageKey),
      asset: row.asset,
      change: row.amount,
      detail: row.detail,
      time: row.createdAt.getTime(),
      gift: gift ? { ...gift, count: numberIn(detail, 'count') ?? 1 } : null,
      member: other ? (shown.get(other.id) ?? null) : null,
      memberRole: other?.role ?? null,
      level: row.kind === 'membership' ? numberIn(detail, 'level') : null,
      months: row.kind === 'membership' ? numberIn(detail, 'months') : null,
      characters:
        row.kind === 'translation'
          ? numberIn(detail, 'characters')
          : row.kind === 'translation_pack'
            ? numberIn(detail, 'character')
            : null,
      language: row.kind === 'translation' && typeof detail.target === 'string' ? detail.target : null,
      unlock: row.kind === 'unlock' && (detail.unlock === 'chat' || detail.unlock === 'photos') ? detail.unlock : null,
    };
  });
}
