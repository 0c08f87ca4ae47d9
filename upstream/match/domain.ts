import { defineDomain } from '../domain';
import './events'; // the domain's webhook events join EventPayloads
import { MatchExpiryPass } from './expiry';
import './messages'; // this domain's texts join the catalogue
import { matchRoutes } from './routes';
import { MatchService } from './service';

declare module '../domain' {
  interface Services {
    matches: MatchService;
  }
}

/** Random match (issue 22): a start, its countdown, a partner or nobody, the people met; SVIP's preferences. */
export const match = defineDomain({
  name: 'match',
  routes: matchRoutes,
  build: ({ db, config, onEvent, warn, runInBackground }, { social }) => {
    const matches = new MatchService({ db, social, searchSeconds: config.matchSearchSeconds, onEvent });
    runInBackground(new MatchExpiryPass(matches.expiry, warn));
    return { matches };
  },
});
