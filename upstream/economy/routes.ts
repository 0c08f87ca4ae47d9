import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';
import { bodyObject, idField, optionalTextField } from '../fields';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import { translate, type MessageKey } from '../i18n';
import { page, type Query } from '../paging';
import { COIN_PACKAGES, GIFTS } from './catalogue';
import { giftIcon } from './gift-icons';
import { BILL_KINDS, type Asset, type BillKind, type Ledger } from './ledger';
import type { PaymentService } from './payments';
import { RED_PACKET_NOTE_MAX, type RedPackets } from './red-packets';
import type { EconomyService } from './service';
import type { Unlocks } from './unlocks';

const GIFT_COUNT_MAX = 99;
const ASSETS: readonly Asset[] = ['coin', 'character', 'vip_character'];

/** The member's idempotency key of a purchase (any request that spends or credits carries one). */
const idempotencyKey = (body: Record<string, unknown>) => {
  const key = body.idempotencyKey;
  if (typeof key !== 'string') throw validationError('idempotencyKey', 'ledger.idempotencyKey');
  return key;
};

/**
 * /user-service coin, translate, vip, gift, bill and pay routes (spec §7; docs/contract.md
 * "Economy"): the catalogue, the wallet, buying with coins, gifts and the bill.
 */
export function economyRoutes(
  app: FastifyInstance,
  services: () => {
    economy: EconomyService;
    ledger: Ledger;
    payments: PaymentService;
    redPackets: RedPackets;
    unlocks: Unlocks;
  },
) {
  const query = (request: FastifyRequest) => request.query as Query;

  // ------------------------------------------------------------ catalogue
  app.get('/user-service/coin/list', async (request) =>
    ok(
      request,
      COIN_PACKAGES.map((pack) => ({
        id: pack.id,
        goldCoin: pack.coins,
        price: pack.priceCents / 100,
        currency: 'USD',
      })),
    ),
  );
  app.get('/user-service/translate/list', async (request) => ok(request, services().economy.translationPacks()));
  app.get('/user-service/vip/list', async (request) => ok(request, services().economy.membershipPlans()));
  app.get('/user-service/gift/list', async (request) => ok(request, services().economy.gifts(request.language)));
  // Icons are public pictures, like avatars: an <img> sends no token.
  app.get('/user-service/gift/icon/:name', ANYONE, async (request, reply) => {
    const svg = giftIcon((request.params as { name: string }).name.replace(/\.svg$/, ''));
    if (!svg) return reply.callNotFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  // ------------------------------------------------------------ the wallet and the bill
  app.get('/user-service/pay/wallet', async (request) =>
    ok(request, await services().economy.wallet(request.viewerId)),
  );

  app.get('/user-service/bill/type', async (request) =>
    ok(
      request,
      BILL_KINDS.map((kind) => ({ type: kind, name: translate(request.language, `bill.${kind}` as MessageKey) })),
    ),
  );

  app.get('/user-service/bill/list', async (request) => {
    const { type, asset } = query(request);
    if (type !== undefined && !BILL_KINDS.includes(type as BillKind)) throw validationError('type', 'economy.billType');
    // `asset=character,vip_character`: the character history (the packs tab).
    const assets = asset === undefined ? undefined : String(asset).split(',');
    if (assets && !assets.every((name) => ASSETS.includes(name as Asset)))
      throw validationError('asset', 'economy.billAsset');
    return ok(
      request,
      await services().economy.bills(
        request.viewerId,
        page(query(request)),
        { kind: type as BillKind | undefined, assets: assets as Asset[] | undefined },
        request.language,
      ),
    );
  });

  // ------------------------------------------------------------ buying with coins
  const buyPack = (request: FastifyRequest, body: Record<string, unknown>) =>
    services().economy.buyTranslationPack(request.viewerId, {
      key: idempotencyKey(body),
      packId: idField(body.id ?? body.packId, 'id', 'economy.pack'),
    });
  const buyMembership = (request: FastifyRequest, body: Record<string, unknown>) =>
    services().economy.buyMembership(request.viewerId, {
      key: idempotencyKey(body),
      planId: idField(body.id ?? body.planId, 'id', 'economy.plan'),
      forUserId: body.userId === undefined || body.userId === null ? undefined : idField(body.userId, 'userId'),
    });

  app.post('/user-service/translate/recharge', async (request) =>
    ok(request, await buyPack(request, bodyObject(request.body))),
  );
  app.post('/user-service/vip/recharge', async (request) =>
    ok(request, await buyMembership(request, bodyObject(request.body))),
  );
  // One way to pay with coins for either, by `type`.
  app.post('/user-service/pay/gold-coin-pay', async (request) => {
    const body = bodyObject(request.body);
    if (body.type === 'translate') return ok(request, await buyPack(request, body));
    if (body.type === 'vip') return ok(request, await buyMembership(request, body));
    throw validationError('type', 'economy.type');
  });

  // ------------------------------------------------------------ gifts
  app.post('/user-service/gift/give-gifts', async (request) => {
    const body = bodyObject(request.body);
    const giftId = idField(body.giftId, 'giftId', 'economy.gift');
    if (!GIFTS.some((gift) => gift.id === giftId)) throw validationError('giftId', 'economy.gift');
    const count = body.count === undefined ? 1 : body.count;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > GIFT_COUNT_MAX)
      throw validationError('count', 'economy.giftCount');
    return ok(
      request,
      await services().economy.giveGift(request.viewerId, {
        key: idempotencyKey(body),
        toUserId: idField(body.userId, 'userId'),
        giftId,
        count: count as number,
      }),
    );
  });

  app.get('/user-service/gift/records', async (request) => {
    const direction = query(request).type ?? 'received';
    if (direction !== 'sent' && direction !== 'received') throw validationError('type', 'economy.giftDirection');
    return ok(
      request,
      await services().economy.giftRecords(request.viewerId, direction, page(query(request)), request.language),
    );
  });

  // ------------------------------------------------------------ red packets
  app.post('/user-service/chat/red-packet/send', async (request) => {
    const body = bodyObject(request.body);
    const amount = body.amount;
    return ok(
      request,
      await services().redPackets.send(request.viewerId, {
        key: idempotencyKey(body),
        userId: idField(body.userId, 'userId'),
        amount: typeof amount === 'number' ? amount : Number.NaN,
        note: optionalTextField(body, 'note', RED_PACKET_NOTE_MAX, 'redPacket.note'),
      }),
    );
  });
  app.post('/user-service/chat/red-packet/open', async (request) =>
    ok(
      request,
      await services().redPackets.open(
        request.viewerId,
        idField(bodyObject(request.body).redPacketId, 'redPacketId', 'redPacket.id'),
      ),
    ),
  );
  app.get('/user-service/chat/red-packet', async (request) =>
    ok(
      request,
      await services().redPackets.status(
        request.viewerId,
        idField(query(request).redPacketId, 'redPacketId', 'redPacket.id'),
      ),
    ),
  );

  // ------------------------------------------------------------ paid unlocks
  app.post('/user-service/album/unlock', async (request) =>
    ok(
      request,
      await services().unlocks.unlockPhotos(request.viewerId, idField(bodyObject(request.body).userId, 'userId')),
    ),
  );
  // The pay notice (spec §4): dismissed once, for good.
  app.post('/user-service/message/update_alert_status', async (request) => {
    if (bodyObject(request.body).type !== 'pay') throw validationError('type', 'economy.alertType');
    await services().economy.dismissPayNotice(request.viewerId);
    return ok(request, null);
  });

  // ------------------------------------------------------------ payments
  const startPurchase = async (request: FastifyRequest, provider?: string) => {
    const body = bodyObject(request.body);
    const packageId = body.id ?? body.packageId;
    const coins = body.goldCoin;
    return ok(
      request,
      await services().payments.start(request.viewerId, {
        packageId: packageId === undefined ? undefined : idField(packageId, 'packageId', 'economy.package'),
        coins: typeof coins === 'number' ? coins : undefined,
        provider: provider ?? (typeof body.provider === 'string' ? body.provider : services().payments.defaultProvider),
        returnUrl: typeof body.returnUrl === 'string' ? body.returnUrl : '',
        language: request.language,
      }),
    );
  };
  app.post('/user-service/coin/recharge', (request) => startPurchase(request));
  app.post('/user-service/pay/paypal-create-order', (request) => startPurchase(request, 'paypal'));

  app.get('/user-service/pay/payment', async (request) =>
    ok(request, await services().payments.status(request.viewerId, paymentIdOf(query(request).paymentId))),
  );

  // The member is back from the provider's page: settle now, whether or not its webhook came.
  app.post('/user-service/pay/paypal-success-pay', async (request) =>
    ok(request, await services().payments.returned(request.viewerId, paymentIdOf(bodyObject(request.body).paymentId))),
  );

  // Providers' webhooks: authenticated by their signature over the exact bytes sent.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/user-service/pay/webhook/:provider', ANYONE, async (request) => {
      await services().payments.webhook(
        (request.params as { provider: string }).provider,
        request.headers,
        String(request.body ?? ''),
      );
      return ok(request, null);
    });
  });
}

const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const paymentIdOf = (value: unknown) => {
  if (typeof value !== 'string' || !PAYMENT_ID.test(value)) throw validationError('paymentId', 'payment.notFound');
  return value;
};
