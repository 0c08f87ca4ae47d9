import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { defineDomain } from '../domain';
import { AnnouncementPass, Announcements } from './announcements';
import './events'; // the domain's webhook events join EventPayloads
import './messages'; // this domain's texts join the catalogue
import { Maintenance } from './maintenance';
import { NoticePush, NoticePushPass, webPushSender } from './push';
import { noticeRoutes } from './routes';
import { seedAnnouncements } from './seed';
import { forgetRemovedComments } from './removedComments';
import { NoticeService } from './service';

declare module '../domain' {
  interface Services {
    notices: NoticeService;
    announcements: Announcements;
    maintenance: Maintenance;
    push: NoticePush;
  }
}

/**
 * Interaction notices (issue 23): the kinds of the domains built before it, recorded through
 * their hooks in the transaction of each change (docs/architecture.md "Hooks"); the owners
 * import nothing of this domain.
 */
export const notices = defineDomain({
  name: 'notices',
  routes: noticeRoutes,
  build: async ({ db, config, onEvent, warn, runInBackground }, { social, friends, moments, economy, matches }) => {
    const notices = new NoticeService({ db, social, onEvent });
    for (const id of ['follow', 'friend', 'visit', 'gift', 'match']) notices.registerKind({ id, targetType: null });
    notices.registerKind({ id: 'like', targetType: 'moment' });
    notices.registerKind({ id: 'comment', targetType: 'moment' });
    notices.registerKind({ id: 'reply', targetType: 'comment' });

    social.hooks.followed.add((tx, { followerId, followeeId }) =>
      notices.record(tx, { memberId: followeeId, actorId: followerId, kind: 'follow' }),
    );
    social.hooks.visited.add((tx, { visitorId, visitedId }) =>
      notices.record(tx, { memberId: visitedId, actorId: visitorId, kind: 'visit' }),
    );
    friends.hooks.accepted.add((tx, { userId, friendId }) =>
      notices.record(tx, { memberId: userId, actorId: friendId, kind: 'friend' }),
    );
    moments.hooks.liked.add((tx, { momentId, authorId, likerId }) =>
      notices.record(tx, { memberId: authorId, actorId: likerId, kind: 'like', targetId: momentId, momentId }),
    );
    moments.hooks.unliked.add((tx, { momentId, authorId, likerId }) =>
      notices.unrecord(tx, { memberId: authorId, actorId: likerId, kind: 'like', targetId: momentId, momentId }),
    );
    moments.hooks.commented.add(async (tx, comment) => {
      const { momentId, authorId, commenterId, replyTo, replyToUserId } = comment;
      // A reply tells whom it answers; the moment's author hears of it as a comment unless that is them.
      if (replyTo !== null && replyToUserId !== null)
        await notices.record(tx, {
          memberId: replyToUserId,
          actorId: commenterId,
          kind: 'reply',
          targetId: replyTo,
          momentId,
        });
      if (replyTo === null || replyToUserId !== authorId)
        await notices.record(tx, {
          memberId: authorId,
          actorId: commenterId,
          kind: 'comment',
          targetId: momentId,
          momentId,
        });
    });
    moments.hooks.commentsRemoved.add((tx, removed) => forgetRemovedComments(tx, notices, removed));
    economy.hooks.giftSent.add((tx, { fromId, toId }) =>
      notices.record(tx, { memberId: toId, actorId: fromId, kind: 'gift' }),
    );
    // Each member of a pair is told of the other: both notices in one pass (a match is frequent, and each start waits).
    matches.hooks.found.add((tx, { memberIds: [a, b] }) =>
      notices.recordAll(tx, [
        { memberId: a, actorId: b, kind: 'match' },
        { memberId: b, actorId: a, kind: 'match' },
      ]),
    );
    const announcements = new Announcements(db, onEvent);
    runInBackground(new AnnouncementPass(announcements, warn));
    const push = new NoticePush(db, config.vapid, webPushSender, warn, config.production);
    await push.keys(); // made on the first start, so every process and the BFF read the same
    runInBackground(new NoticePushPass(push, warn));
    return { notices, announcements, maintenance: new Maintenance(db, onEvent), push };
  },
  // Two announcements in the eight languages (a welcome, pinned; tips); the staff login is an admin.
  async seed({ db, services }) {
    await seedAnnouncements(services.announcements);
    await db.update(users).set({ staffRole: 'admin' }).where(eq(users.isService, true));
  },
});
