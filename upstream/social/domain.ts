import { defineDomain } from '../domain';
import { LookupThrottle } from '../limits/lookup-throttle';
import './messages'; // this domain's texts join the catalogue
import { PresenceService } from './presence';
import { socialRoutes } from './routes';
import { SocialService } from './service';

declare module '../domain' {
  interface Services {
    social: SocialService;
    presence: PresenceService;
    lookups: LookupThrottle;
  }
}

/**
 * The social graph: members as others see them, follows, visits, blocks, privacy, search and the meet list, presence.
 */
export const social = defineDomain({
  name: 'social',
  routes: socialRoutes,
  build: ({ db, config, limiter, onEvent }, { accounts }) => ({
    social: new SocialService(db, onEvent),
    presence: new PresenceService(db, accounts),
    lookups: new LookupThrottle(limiter, config.lookupLimits),
  }),
  // Emma has followers.
  async seed({ services, members: { emma, olga, wei, minjun } }) {
    for (const fan of [olga, wei, minjun]) await services.social.follow(fan, emma, true);
  },
});
