import { defineDomain } from '../domain';
import { LanguageDetector } from '../translation/detect';
import './events'; // the domain's webhook events join EventPayloads
import './messages'; // this domain's texts join the catalogue
import { momentRoutes } from './routes';
import { MomentService } from './service';
import { seedMoments } from './seed';

declare module '../domain' {
  interface Services {
    moments: MomentService;
  }
}

/** Moments: the square, members' spaces, likes, comments, translation and burn-after-reading posts. */
export const moments = defineDomain({
  name: 'moments',
  routes: momentRoutes,
  build: async ({ db, limiter, onEvent }, { social, signer, storage, ledger, translator }) => ({
    moments: new MomentService({
      db,
      social,
      signer,
      storage,
      limiter,
      ledger,
      translator,
      detector: await LanguageDetector.shared(),
      onEvent,
    }),
  }),
  seed: seedMoments,
});
