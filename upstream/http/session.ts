import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../account/service';
import { unauthenticated } from '../errors';

/**
 * Who may call a route, in its `config.caller`: a logged-in 'member' (every route that does
 * not say otherwise), 'anyone', or 'member-if-token' (a member whenever a token is sent).
 */
export type Caller = 'member' | 'anyone' | 'member-if-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    caller?: Caller;
  }
  interface FastifyRequest {
    /** The caller's live session (set by the session hook); UNAUTHENTICATED where there is none. */
    readonly session: Session;
    /** The caller's member id: `session.userId`. */
    readonly viewerId: number;
  }
}

/** Routes that anyone may call say so: `app.post(url, ANYONE, handler)`. */
export const ANYONE = { config: { caller: 'anyone' as Caller } };

/**
 * Sets the caller once per request, before the handler and after the input guards: the
 * `token` header's session on routes for members (401 without one), none on the others.
 */
export function registerSessionHook(app: FastifyInstance, authenticate: (token: unknown) => Promise<Session>) {
  const sessions = new WeakMap<FastifyRequest, Session>();
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      const session = sessions.get(this);
      if (!session) throw unauthenticated();
      return session;
    },
  });
  app.decorateRequest('viewerId', {
    getter(this: FastifyRequest) {
      return this.session.userId;
    },
  });
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const caller = request.routeOptions.config.caller ?? 'member';
    if (caller === 'anyone' || (caller === 'member-if-token' && request.headers.token === undefined)) return;
    sessions.set(request, await authenticate(request.headers.token));
  });
}
