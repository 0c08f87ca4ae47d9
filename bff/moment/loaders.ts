import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { MomentCommentInfo, MomentInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** Moments the caller may see; null where not (their visibility, a block, a hidden or gone author, deleted). */
    moments: DataLoader<number, MomentInfo | null>;
    /** Comments the caller may see; null where not (a moment's hidden interactions show only their own). */
    momentComments: DataLoader<number, MomentCommentInfo | null>;
    /** Lists answer whole moments: keep them (and their authors), so their rows cost no further call. */
    primeMoments: <M extends MomentInfo>(list: M[]) => M[];
    /** Comments answered whole, kept likewise. */
    primeMomentComments: (list: MomentCommentInfo[]) => MomentCommentInfo[];
    /** The caller's `hideLikeCounts` setting. One call per operation. */
    momentPrivacy: () => Promise<{ hideLikeCounts?: boolean }>;
  }
}

registerLoaders({
  moments: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const moments = await upstream.moment.batch(ids);
        for (const moment of moments) if (moment) loaders.users.prime(moment.user.id, moment.user);
        return moments;
      },
      { maxBatchSize: 100 },
    ),
  momentComments: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const comments = await upstream.moment.commentBatch(ids);
        for (const comment of comments) if (comment) loaders.users.prime(comment.user.id, comment.user);
        return comments;
      },
      { maxBatchSize: 100 },
    ),
  primeMoments:
    ({ loaders }) =>
    <M extends MomentInfo>(list: M[]): M[] => {
      for (const moment of list) {
        loaders.moments.prime(moment.id, moment);
        loaders.users.prime(moment.user.id, moment.user);
      }
      return list;
    },
  primeMomentComments:
    ({ loaders }) =>
    (list) => {
      for (const comment of list) {
        loaders.momentComments.prime(comment.id, comment);
        loaders.users.prime(comment.user.id, comment.user);
      }
      return list;
    },
  momentPrivacy: ({ upstream }) => once(() => upstream.moment.privacy()),
});
