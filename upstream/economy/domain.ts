import { createHmac } from 'node:crypto';
import { defineDomain } from '../domain';
import { TRANSLATION_PACKS, UNLOCK_PRICES } from './catalogue';
import { Ledger } from './ledger';
import './messages'; // this domain's texts join the catalogue
import { PaymentService, type PaymentProvider } from './payments';
import { PayPalProvider } from './paypal-provider';
import { RedPacketReturner, RedPackets } from './red-packets';
import { economyRoutes } from './routes';
import { SandboxProvider } from './sandbox-provider';
import { EconomyService, MembershipPass } from './service';
import { Unlocks } from './unlocks';

declare module '../domain' {
  interface Services {
    ledger: Ledger;
    economy: EconomyService;
    payments: PaymentService;
    redPackets: RedPackets;
    unlocks: Unlocks;
  }
}

/** Coins and what they buy: the ledger, payments, packs, memberships, gifts, red packets and paid unlocks. */
export const economy = defineDomain({
  name: 'economy',
  routes: economyRoutes,
  build({ app, db, config, limiter, onEvent, warn, error, selfUrl, runInBackground }, { social, chat, album }) {
    const ledger = new Ledger(db, onEvent);
    const unlocks = new Unlocks(db, ledger);
    // Paid unlocks inside other domains' work: a first message to a new contact (gifts and red
    // packets, custom messages, are paid for already), another member's album photos.
    chat.hooks.beforeSend.add(async (tx, message) => {
      if (message.type !== 'custom') await unlocks.firstMessage(tx, message.sender, message.recipient);
    });
    album.hooks.photosLocked.add(async (viewerId, ownerId) =>
      (await unlocks.photosLocked(viewerId, ownerId)) ? UNLOCK_PRICES.photos : null,
    );
    // The test provider outside production, so coins can be bought on `npm start`;
    // it signs its notices with a key derived from the webhook secret (shared by every instance).
    const sandbox = config.production
      ? undefined
      : new SandboxProvider(
          db,
          createHmac('sha256', config.webhookSecret).update('sandbox-pay').digest('hex'),
          () => `${selfUrl()}/user-service/pay/webhook/sandbox`,
          warn,
        );
    if (sandbox) sandbox.routes(app);
    const providers: PaymentProvider[] = [
      ...(sandbox ? [sandbox] : []),
      ...(config.paypal ? [new PayPalProvider(config.paypal)] : []),
    ];
    const redPackets = new RedPackets(db, ledger, chat, onEvent);
    const economy = new EconomyService(db, ledger, social, chat, onEvent);
    runInBackground(new RedPacketReturner(redPackets, warn));
    runInBackground(new MembershipPass(economy, warn));
    const payments = new PaymentService(
      db,
      ledger,
      new Map(providers.map((provider) => [provider.name, provider])),
      limiter,
      error,
    );
    return { ledger, economy, payments, redPackets, unlocks };
  },
  // Emma and Lucía bought coins and a translation pack (as a payment and a purchase credit them), so they can chat
  // translated.
  async seed({ services, members: { emma, lucia } }) {
    for (const [member, coins] of [
      [emma, 70],
      [lucia, 20],
    ] as const) {
      await services.ledger.post(
        { userId: member, key: 'demo-coins', kind: 'coin_purchase', request: { coins } },
        async () => ({
          legs: [
            { account: { system: 'sales' }, asset: 'coin', amount: -coins },
            { account: { userId: member }, asset: 'coin', amount: coins },
          ],
          result: { coins },
        }),
      );
      await services.economy.buyTranslationPack(member, { key: 'demo-pack', packId: TRANSLATION_PACKS[0].id });
    }
  },
});
