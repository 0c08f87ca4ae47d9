import { defineDomain } from '../domain';
import { figuresRoutes } from './routes';
import { FiguresService } from './service';

declare module '../domain' {
  interface Services {
    figures: FiguresService;
  }
}

/**
 * Staff's figures (admins): per UTC day, new members, messages, open reports, coins bought and spent. It reads the
 * other domains' tables and owns none, writes nothing, and speaks only through its route (checked with staff's
 * `requireStaff`), so it plugs into no hook.
 */
export const figures = defineDomain({
  name: 'figures',
  routes: figuresRoutes,
  build: ({ db }) => ({ figures: new FiguresService(db) }),
});
