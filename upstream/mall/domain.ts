import { defineDomain } from '../domain';
import './events'; // the domain's webhook events join EventPayloads
import { MallExpiryPass } from './expiry';
import './messages'; // this domain's texts join the catalogue
import { mallRoutes } from './routes';
import { ensureCatalogue, seedDemoOrders } from './seed';
import { MallService } from './service';

declare module '../domain' {
  interface Services {
    mall: MallService;
  }
}

/**
 * The gift mall (issue 24): the catalogue, buying for a friend with coins held on the ledger,
 * the friend's own address, orders and their fulfilment. It registers its notice kind
 * (`shop_gift`, about the order) with the notices domain and records it in the order's
 * transaction; the gift's chat message goes through chat's rules.
 */
export const mall = defineDomain({
  name: 'mall',
  routes: mallRoutes,
  build: async ({ db, onEvent, warn, runInBackground }, { ledger, chat, notices, social }) => {
    notices.registerKind({ id: 'shop_gift', targetType: 'order' });
    await ensureCatalogue(db);
    const mall = new MallService({ db, ledger, chat, notices, social, onEvent });
    runInBackground(new MallExpiryPass(mall, warn));
    return { mall };
  },
  seed: seedDemoOrders,
});
