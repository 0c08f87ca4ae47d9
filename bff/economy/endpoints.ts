import type { UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** docs/contract.md "Economy": the shapes upstream answers. */
export interface CoinPackageInfo {
  id: number;
  goldCoin: number;
  price: number;
  currency: string;
}
export interface TranslationPackInfo {
  id: number;
  character: number;
  goldCoin: number;
}
export interface MembershipPlanInfo {
  id: number;
  vipLevel: number;
  months: number;
  goldCoin: number;
  monthlyCharacter: number;
}
export interface GiftInfo {
  id: number;
  name: string;
  /** A path on upstream (`/user-service/gift/icon/<name>.svg`). */
  icon: string;
  goldCoin: number;
}
export interface WalletInfo {
  goldCoin: number;
  character: number;
  vipCharacter: number;
  vipLevel: number;
  /** Epoch milliseconds; null without a membership, or one with no end. */
  vipExpiresAt: number | null;
  /** Null: unlimited. */
  freeGiftsLeft: number | null;
}
export interface BillInfo {
  id: number;
  type: string;
  item: string;
  asset: 'coin' | 'character' | 'vip_character';
  change: number;
  detail: Record<string, unknown> | null;
  time: number;
  /** A gift sent: which, and how many. */
  gift: (GiftInfo & { count: number }) | null;
  /** The other member, as the viewer may see them now (null: none, or no longer visible). */
  member: UserInfo | null;
  /** How the other member is related to the line; null when the line has none. */
  memberRole: 'to' | 'from' | 'with' | null;
  /** A membership's level and months. */
  level: number | null;
  months: number | null;
  /** The characters a translation took or a pack added, and a translation's language. */
  characters: number | null;
  language: string | null;
  unlock: 'chat' | 'photos' | null;
}
export interface GiftRecordInfo {
  id: number;
  name: string;
  icon: string;
  number: number;
  goldCoin: number;
  free: boolean;
  donor: UserInfo | null;
  donee: UserInfo | null;
  time: number;
}
export interface PaymentInfo {
  paymentId: string;
  status: 'created' | 'completed' | 'cancelled';
  goldCoin: number;
  price: number;
  currency: string;
  completedAt: number | null;
}
export interface RedPacketInfo {
  redPacketId: number;
  from: number;
  to: number;
  amount: number;
  note: string | null;
  status: 'sent' | 'opened' | 'returned';
  expiresAt: number;
  settledAt: number | null;
}

/** The economy's routes (docs/contract.md "Economy"), for one caller. */
export class EconomyEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  coinPackages() {
    return this.transport.get<CoinPackageInfo[]>(this.caller, '/coin/list');
  }
  translationPacks() {
    return this.transport.get<TranslationPackInfo[]>(this.caller, '/translate/list');
  }
  membershipPlans() {
    return this.transport.get<MembershipPlanInfo[]>(this.caller, '/vip/list');
  }
  gifts() {
    return this.transport.get<GiftInfo[]>(this.caller, '/gift/list');
  }
  wallet() {
    return this.transport.get<WalletInfo>(this.caller, '/pay/wallet');
  }
  billTypes() {
    return this.transport.get<Array<{ type: string; name: string }>>(this.caller, '/bill/type');
  }
  bills(at: { offset: number; size: number }, filter: { type?: string; assets?: string[] } = {}) {
    return this.transport.get<{ hasMore: boolean; list: BillInfo[] }>(this.caller, '/bill/list', {
      ...at,
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.assets?.length ? { asset: filter.assets.join(',') } : {}),
    });
  }
  giftRecords(direction: 'sent' | 'received', at: { offset: number; size: number }) {
    return this.transport.get<UpstreamPage<GiftRecordInfo>>(this.caller, '/gift/records', { type: direction, ...at });
  }
  buyTranslationPack(packId: number, idempotencyKey: string) {
    return this.transport.post<{ packId: number; character: number; goldCoin: number }>(
      this.caller,
      '/translate/recharge',
      { id: packId, idempotencyKey },
    );
  }
  buyMembership(planId: number, userId: number | undefined, idempotencyKey: string) {
    return this.transport.post<{
      planId: number;
      userId: number;
      vipLevel: number;
      vipExpiresAt: number | null;
      goldCoin: number;
    }>(this.caller, '/vip/recharge', {
      id: planId,
      userId,
      idempotencyKey,
    });
  }
  giveGift(gift: { userId: number; giftId: number; count: number; idempotencyKey: string }) {
    return this.transport.post<{
      recordId: number;
      giftId: number;
      count: number;
      goldCoin: number;
      free: boolean;
      messageId?: number;
    }>(this.caller, '/gift/give-gifts', gift);
  }
  sendRedPacket(packet: { userId: number; amount: number; note?: string; idempotencyKey: string }) {
    return this.transport.post<{ redPacketId: number; amount: number; messageId: number; expiresAt: number }>(
      this.caller,
      '/chat/red-packet/send',
      packet,
    );
  }
  openRedPacket(redPacketId: number) {
    return this.transport.post<{ redPacketId: number; amount: number; status: 'opened' }>(
      this.caller,
      '/chat/red-packet/open',
      { redPacketId },
    );
  }
  redPacket(redPacketId: number) {
    return this.transport.get<RedPacketInfo>(this.caller, '/chat/red-packet', { redPacketId });
  }
  startCoinPurchase(purchase: { packageId?: number; goldCoin?: number; returnUrl: string }) {
    return this.transport.post<{
      paymentId: string;
      approveUrl: string;
      goldCoin: number;
      price: number;
      currency: string;
    }>(this.caller, '/coin/recharge', {
      id: purchase.packageId,
      goldCoin: purchase.goldCoin,
      returnUrl: purchase.returnUrl,
    });
  }
  payment(paymentId: string) {
    return this.transport.get<PaymentInfo>(this.caller, '/pay/payment', { paymentId });
  }
  dismissPayNotice() {
    return this.transport.post<null>(this.caller, '/message/update_alert_status', { type: 'pay' });
  }
  /** The member is back from the provider: settle now, whether or not its notice came. */
  paymentReturned(paymentId: string) {
    return this.transport.post<PaymentInfo>(this.caller, '/pay/paypal-success-pay', { paymentId });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    economy: EconomyEndpoints;
  }
}

registerUpstreamArea('economy', EconomyEndpoints);
