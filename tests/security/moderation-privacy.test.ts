import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, nextConnected, subscribe } from '../support/graphql-session';
import {
  BY_ID,
  CLAIM,
  DISMISS,
  MEMBER_REPORT,
  overSocket,
  QUEUE,
  queueOf,
  sendText,
  staffMember,
  WARN,
} from '../support/moderation-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

const EVENTS = `subscription { viewerEvents { __typename
  ... on NoticeChangedEvent { notice { id kind actors { id }
    reportOutcome { outcome targetKind categoryName decidedAt } } } } }`;

/**
 * Issue 25: moderation items and their evidence are for moderators and admins only, by every path: the queue on
 * `viewer`, `node(id:)` and `nodes`, the actions, and the socket; a reporter, the member reported, another member and
 * support staff read nothing of an item but what their own notice says (the outcome, never the sanction, the
 * reporters or the evidence). Over HTTP and the socket.
 */
describe('moderation items are for moderators only', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  let ana: MomentMember;
  let ben: MomentMember;
  let dora: MomentMember;
  let sam: MomentMember;
  let mod: MomentMember;
  let itemId: string;
  let version: number;

  const socketOf = async (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = subscribe(client, EVENTS);
    await connected;
    return { client, events };
  };
  /** The same operation over HTTP and over the viewer's socket. */
  const bothWays = async (who: MomentMember, client: Client, query: string, variables: Record<string, unknown>) => [
    await who.session.request(query, variables),
    await overSocket(client, query, variables),
  ];

  beforeAll(async () => {
    stack = await startStack();
    ana = await momentMember(stack, 'Ana');
    ben = await momentMember(stack, 'Ben');
    dora = await momentMember(stack, 'Dora');
    sam = await staffMember(stack, 'Sam', 'support');
    mod = await staffMember(stack, 'Mod', 'moderator');
    const messageId = await sendText(ana, ben, 'a secret threat only evidence holds');
    await ben.session.request(MEMBER_REPORT, {
      input: { userId: ana.id, typeId: 1, reason: 'reporter words stay private', messageId },
    });
    const [item] = (await queueOf(mod))!;
    itemId = item.id;
    version = item.version;
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('a reporter, the member reported, another member and support staff reach no item by any path', async () => {
    for (const who of [ben, ana, dora, sam]) {
      const { client } = await socketOf(who);
      for (const answer of await bothWays(who, client, QUEUE, {})) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data.viewer.moderationQueue).toBeNull();
      }
      for (const answer of await bothWays(who, client, BY_ID, { id: itemId })) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({ node: null, nodes: [null] });
      }
      for (const [query, field] of [
        [CLAIM, 'moderationItemClaim'],
        [DISMISS, 'moderationItemDismiss'],
        [WARN, 'moderationItemWarn'],
      ]) {
        for (const answer of await bothWays(who, client, query, { input: { itemId, version } }))
          expect(answer.data[field]).toMatchObject({ __typename: 'ForbiddenError' });
      }
    }
    // Nothing changed: the moderator reads the item as it was, over HTTP and the socket.
    const { client } = await socketOf(mod);
    for (const answer of await bothWays(mod, client, BY_ID, { id: itemId })) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node).toMatchObject({
        id: itemId,
        version,
        state: 'OPEN',
        claimedBy: null,
        evidence: { purgedAt: null, messages: [{ text: 'a secret threat only evidence holds' }] },
      });
    }
  });

  it('the decision reaches the reporter and the member warned as their own notices, saying only the outcome', async () => {
    const reporter = await socketOf(ben);
    const warned = await socketOf(ana);
    const decided = await mod.session.request(WARN, { input: { itemId, version } });
    expect(decided.data.moderationItemWarn.__typename).toBe('ModerationItemPayload');
    const noticeOf = async (events: ReturnType<typeof subscribe>) => {
      for (;;) {
        const event = (await events.next()) as GraphQLResponse;
        if (event.data?.viewerEvents?.__typename === 'NoticeChangedEvent') return event.data.viewerEvents;
      }
    };
    const told = await noticeOf(reporter.events);
    expect(told.notice).toMatchObject({
      kind: 'REPORT_OUTCOME',
      reportOutcome: { outcome: 'ACTION_TAKEN', targetKind: 'MESSAGE', categoryName: 'Harassment or abuse' },
    });
    const warning = await noticeOf(warned.events);
    expect(warning.notice).toMatchObject({ kind: 'MODERATION_WARNING', reportOutcome: { outcome: 'WARNING' } });
    // Neither says who reported, with what words, nor what the evidence held.
    for (const event of [told, warning]) {
      const text = JSON.stringify(event);
      for (const secret of ['reporter words stay private', 'a secret threat', ben.id, mod.id])
        expect(text).not.toContain(secret);
    }
    // And still nothing of the item itself, decided or not.
    for (const who of [ben, ana, dora, sam]) {
      const { client } = await socketOf(who);
      for (const answer of await bothWays(who, client, BY_ID, { id: itemId }))
        expect(answer.data).toEqual({ node: null, nodes: [null] });
    }
  });
});
