import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { MatchAttemptInfo, MatchStatusInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** The caller's own attempts by id; null for anyone else's (upstream leaves them out), so node(id:) says nothing. */
    matchAttempts: DataLoader<number, MatchAttemptInfo | null>;
    /** Attempts answered whole (a status, a page of history, a mutation) kept, with their partners. */
    primeMatchAttempts: (list: MatchAttemptInfo[]) => MatchAttemptInfo[];
    /** The caller's match status. One call per operation. */
    matchStatus: () => Promise<MatchStatusInfo>;
  }
}

registerLoaders({
  matchAttempts: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const byId = new Map((await upstream.match.attempts(ids)).map((attempt) => [attempt.id, attempt]));
        loaders.primeMatchAttempts([...byId.values()]);
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeMatchAttempts:
    ({ loaders }) =>
    (list) => {
      for (const attempt of list) {
        loaders.matchAttempts.prime(attempt.id, attempt);
        if (attempt.partner) loaders.users.prime(attempt.partner.id, attempt.partner);
      }
      return list;
    },
  matchStatus: ({ upstream, loaders }) =>
    once(async () => {
      const status = await upstream.match.status();
      if (status.current) loaders.primeMatchAttempts([status.current]);
      return status;
    }),
});
