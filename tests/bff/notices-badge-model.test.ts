import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentMember, publishThroughBff, type MomentMember } from '../support/moment-members';
import { COMMENT, FOLLOW, LIKE, markNoticesRead } from '../support/notice-graph';
import { startStack, type Stack } from '../support/stack';

/**
 * The badge counts what the list shows (issue 23): after every step of random likes, unlikes,
 * comments, follows and unfollows among several members, and their reads, each member's
 * `unreadNoticeCount` equals the unread groups their `notices` list shows.
 */

const MEMBERS = 4;
const BADGE = `{ viewer { unreadNoticeCount notices(first: 49) { totalCount edges { node { id unread } } } } }`;

type Step =
  | { kind: 'like' | 'unlike' | 'comment' | 'follow' | 'unfollow'; actor: number; target: number }
  | { kind: 'read'; actor: number; all: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('like', 'unlike', 'comment', 'follow', 'unfollow'),
    actor: fc.nat(MEMBERS - 1),
    target: fc.nat(MEMBERS - 1),
  }),
  fc.record({ kind: fc.constant('read'), actor: fc.nat(MEMBERS - 1), all: fc.boolean() }),
);

describe('the notice badge and the list, through the BFF', () => {
  let stack: Stack;
  const members: MomentMember[] = [];
  const moments: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    for (let n = 0; n < MEMBERS; n++) {
      const who = await momentMember(stack, `Member${n}`);
      members.push(who);
      moments.push((await publishThroughBff(stack, who, { text: `Moment ${n}` })).momentEdge.node.id);
    }
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  /** Does one step; a refusal (a rate limit, following oneself) is a step that changed nothing. */
  async function run(done: Step) {
    if (done.kind === 'read') {
      const who = members[done.actor];
      // Up to an older group sometimes, so some stay unread.
      const list = (await who.session.request(BADGE)).data.viewer.notices.edges;
      const upTo = done.all || list.length === 0 ? undefined : list[list.length - 1].node.id;
      await markNoticesRead(who, upTo);
      return;
    }
    const who = members[done.actor];
    if (done.kind === 'like' || done.kind === 'unlike')
      await who.session.request(LIKE(done.kind === 'like' ? 'momentLike' : 'momentUnlike'), {
        id: moments[done.target],
      });
    else if (done.kind === 'comment') await who.session.request(COMMENT, { id: moments[done.target], text: 'Nice' });
    else
      await who.session.request(FOLLOW(done.kind === 'follow' ? 'userFollow' : 'userUnfollow'), {
        id: members[done.target].id,
      });
  }

  async function badgeMatchesList() {
    for (const who of members) {
      const answer = await who.session.request(BADGE);
      expect(answer.errors).toBeUndefined();
      const { unreadNoticeCount, notices } = answer.data.viewer;
      const unread = notices.edges.filter((edge: { node: { unread: boolean } }) => edge.node.unread).length;
      expect(unreadNoticeCount).toBe(unread);
      expect(notices.totalCount).toBe(notices.edges.length);
    }
  }

  it('counts the unread groups the list shows after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const done of steps) {
          await run(done);
          await badgeMatchesList();
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
