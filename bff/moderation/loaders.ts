import DataLoader from 'dataloader';
import { registerLoaders } from '../core/loaders';
import { isStaff, MODERATORS } from '../staff/access';
import type { ModerationItemInfo, ReportOutcomeInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /**
     * Items by id with their evidence, for moderators only: anyone else gets null without an upstream call (and
     * upstream refuses them too), so node(id:) says nothing.
     */
    moderationItems: DataLoader<number, ModerationItemInfo | null>;
    /** Items answered whole (an action's answer) kept, with their members; a page's lack evidence and are not kept. */
    primeModerationItems: (list: ModerationItemInfo[]) => ModerationItemInfo[];
    /** What the caller may know of an item's outcome (a reporter, or the member warned); null otherwise. */
    reportOutcomes: DataLoader<number, ReportOutcomeInfo | null>;
  }
}

registerLoaders({
  moderationItems: ({ upstream, loaders, caller }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token || !(await isStaff({ loaders }, MODERATORS))) return ids.map(() => null);
        const list = loaders.primeModerationItems(
          (await upstream.moderation.batch(ids)).filter((item) => item !== null),
        );
        const byId = new Map(list.map((item) => [item.id, item]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeModerationItems:
    ({ loaders }) =>
    (list) => {
      for (const item of list) {
        if (item.evidence) loaders.moderationItems.prime(item.id, item);
        for (const member of [item.reported, item.claimedBy, item.decidedBy, ...item.reports.map((r) => r.reporter)])
          if (member) loaders.users.prime(member.id, member);
      }
      return list;
    },
  reportOutcomes: ({ upstream, caller }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const list = (await upstream.moderation.outcomes(ids)).filter((outcome) => outcome !== null);
        const byId = new Map(list.map((outcome) => [outcome.id, outcome]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
});
