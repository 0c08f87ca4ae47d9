import { ServiceUnavailableError, UnauthenticatedError } from '../core/errors';
import { once, registerLoaders } from '../core/loaders';
import type { MyInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** The caller's own account and session; one call per operation at most. */
    myInfo: () => Promise<MyInfo>;
    /** Who the caller is: without a call when their token was confirmed lately. */
    viewerId: () => Promise<number>;
    /**
     * Who the caller is, or null without a live session. An outage is an error, never "nobody"
     * (that would read as a logout); each asker gets an error of its own, since the node
     * plugin marks the error it is given as that node's.
     */
    viewerIdOrNull: () => Promise<number | null>;
  }
}

registerLoaders({
  myInfo: ({ upstream, caller, knownSessions }) =>
    once(() =>
      upstream.viewer.myInfo().then(
        (me) => {
          if (caller.token) knownSessions.remember(caller.token, me.id);
          return me;
        },
        (error) => {
          if (caller.token && error instanceof UnauthenticatedError) knownSessions.forgetToken(caller.token);
          throw error;
        },
      ),
    ),
  viewerId:
    ({ caller, knownSessions, loaders }) =>
    async () => {
      const known = caller.token ? knownSessions.memberOf(caller.token) : undefined;
      return known ?? (await loaders.myInfo()).id;
    },
  viewerIdOrNull:
    ({ caller, loaders }) =>
    async () => {
      if (!caller.token) return null;
      try {
        return await loaders.viewerId();
      } catch (error) {
        if (error instanceof UnauthenticatedError) return null;
        if (error instanceof ServiceUnavailableError) throw new ServiceUnavailableError(error.message);
        throw error;
      }
    },
});
