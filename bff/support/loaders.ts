import DataLoader from 'dataloader';
import { registerLoaders } from '../core/loaders';
import { isStaff, SUPPORT } from '../staff/access';
import type { SupportConversationInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /**
     * Customer-service conversations by member id, for support staff and admins only: anyone else gets null without
     * an upstream call (and upstream refuses them too), so node(id:) and the live events say nothing.
     */
    supportConversations: DataLoader<number, SupportConversationInfo | null>;
    /** Conversations answered whole (a page, an action's answer) kept, with their members. */
    primeSupportConversations: (list: SupportConversationInfo[]) => SupportConversationInfo[];
  }
}

registerLoaders({
  supportConversations: ({ upstream, loaders, caller }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token || !(await isStaff({ loaders }, SUPPORT))) return ids.map(() => null);
        const list = loaders.primeSupportConversations(
          (await upstream.support.batch(ids)).filter((entry) => entry !== null),
        );
        const byId = new Map(list.map((entry) => [entry.memberId, entry]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeSupportConversations:
    ({ loaders }) =>
    (list) => {
      for (const entry of list) {
        loaders.supportConversations.prime(entry.memberId, entry);
        for (const member of [entry.member, entry.claimedBy]) if (member) loaders.users.prime(member.id, member);
      }
      return list;
    },
});
