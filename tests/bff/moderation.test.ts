import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_EVIDENCE_RETENTION_DAYS } from '../../upstream/constants';
import { EvidenceRetention } from '../../upstream/moderation/retention';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import {
  BY_ID,
  CLAIM,
  COMMENT_REPORT,
  DISMISS,
  LOGIN,
  MEMBER_REPORT,
  MOMENT_REPORT,
  OUTCOMES,
  queueOf,
  REMOVE,
  SUSPEND,
  sendText,
  staffMember,
  WARN,
} from '../support/moderation-graph';
import { publishThroughBff, type MomentMember } from '../support/moment-members';
import { COMMENT } from '../support/notice-graph';
import { startStack, type Stack } from '../support/stack';

/**
 * The moderation queue through the BFF over HTTP (issue 25): members report a moment, a comment and a message; a
 * moderator reads the queue and the evidence, claims, meets another's change as UpdateConflictError, decides; the
 * reporter reads the outcome on their notice; a suspended member's login is refused with the end, and their open
 * socket closes at once.
 */
describe('moderation through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const PASSWORD = 'long enough password';
  let made = 0;
  /** A member logged in through the BFF, with their address (to log in again). */
  const member = async (nickname: string) => {
    const email = `${nickname.toLowerCase()}.moderation.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    return { session, id: viewer.user.id as string, upstreamId: info.id, email };
  };
  const ask = async (who: MomentMember, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await who.session.request(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const decide = async (who: MomentMember, query: string, input: Record<string, unknown>) => {
    const data = await ask(who, query, { input });
    return Object.values(data)[0] as Record<string, any>;
  };
  const itemFor = async (mod: MomentMember, kind: string) => (await queueOf(mod, { kind }))![0];

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('reports make items; a moderator reads them with their evidence, claims, and meets a stale version as a conflict', async () => {
    const [ana, ben, mod] = [await member('Ana'), await member('Ben'), await staffMember(stack, 'Mod', 'moderator')];
    const moment = (await publishThroughBff(stack, ana, { text: 'Look at my lake' })).momentEdge.node;
    const report = (input: Record<string, unknown>) =>
      ask(ben, MOMENT_REPORT, { input: { momentId: moment.id, typeId: 2, reason: 'spam', ...input } });
    expect((await report({})).momentReport).toEqual({ __typename: 'ContentReportPayload', reported: true });
    expect(
      (await ask(ana, MOMENT_REPORT, { input: { momentId: moment.id, typeId: 2, reason: 'x' } })).momentReport,
    ).toMatchObject({ __typename: 'ValidationError', field: 'momentId' });
    expect((await report({ typeId: 42 })).momentReport).toMatchObject({
      __typename: 'ValidationError',
      field: 'typeId',
    });
    const comment = (await ask(ana, COMMENT, { id: moment.id, text: 'my own comment' })).momentCommentAdd.commentEdge
      .node;
    expect(
      (await ask(ben, COMMENT_REPORT, { input: { commentId: comment.id, typeId: 1, reason: 'rude' } }))
        .momentCommentReport,
    ).toEqual({ __typename: 'ContentReportPayload', reported: true });

    const item = await itemFor(mod, 'MOMENT');
    expect(item).toMatchObject({
      state: 'OPEN',
      targetKind: 'MOMENT',
      categoryId: 2,
      categoryName: 'Spam or scam',
      reportCount: 1,
      reporterCount: 1,
      reportedMember: { id: ana.id },
      claimedBy: null,
      reports: [{ reporter: { id: ben.id }, reason: 'spam', reports: 1, weight: 0.5 }],
    });
    const read = (await ask(mod, BY_ID, { id: item.id })).node;
    expect(read.evidence).toMatchObject({
      kind: 'MOMENT',
      moment: { text: 'Look at my lake', photos: [{ url: expect.any(String) }] },
    });
    expect((await fetch(`${stack.bffUrl}${read.evidence.moment.photos[0].url}`)).status).toBe(200);

    const claimed = await decide(mod, CLAIM, { itemId: item.id, version: item.version });
    expect(claimed).toMatchObject({ __typename: 'ModerationItemPayload', item: { claimedBy: { id: mod.id } } });
    expect(claimed.item.version).toBe(item.version + 1);
    expect(await decide(mod, DISMISS, { itemId: item.id, version: item.version })).toMatchObject({
      __typename: 'UpdateConflictError',
      version: item.version + 1,
      decided: false,
    });
    expect((await queueOf(mod, { kind: 'MOMENT', mine: true }))!.map((each) => each.id)).toEqual([item.id]);
    const removed = await decide(mod, REMOVE, { itemId: item.id, version: item.version + 1, note: 'spam link' });
    expect(removed.item).toMatchObject({ state: 'DECIDED', decision: 'REMOVE', evidence: { moment: { photos: [] } } });
    const gone = await ben.session.request(`query($id: ID!) { node(id: $id) { id } }`, { id: moment.id });
    expect(gone.data.node).toBeNull();
    expect(await decide(mod, DISMISS, { itemId: item.id, version: item.version + 2 })).toMatchObject({
      __typename: 'UpdateConflictError',
      decided: true,
    });
    // Past its retention, the decided item's evidence is its kind and when it went.
    await new EvidenceRetention(
      stack.upstream.database.db,
      undefined,
      () => Date.now() + (MODERATION_EVIDENCE_RETENTION_DAYS + 1) * 86_400_000,
    ).purge();
    expect((await ask(mod, BY_ID, { id: item.id })).node).toMatchObject({
      decision: 'REMOVE',
      evidence: { kind: 'MOMENT', purgedAt: expect.any(String), moment: null, messages: null, member: null },
    });
    // The comment's item had its own reporter; its moment is gone, the item stays to decide.
    const commentItem = await itemFor(mod, 'COMMENT');
    expect((await ask(mod, BY_ID, { id: commentItem.id })).node.evidence).toMatchObject({
      kind: 'COMMENT',
      comment: { text: 'my own comment' },
    });
  });

  it('the reporter reads the outcome on a notice; the member suspended is refused at login with the end', async () => {
    const [ana, ben, mod] = [await member('Ana'), await member('Ben'), await staffMember(stack, 'Mod', 'moderator')];
    const messageId = await sendText(ana, ben, 'you will regret this');
    const reported = await ask(ben, MEMBER_REPORT, {
      input: { userId: ana.id, typeId: 1, reason: 'threat', messageId },
    });
    expect(reported.memberReport).toEqual({ __typename: 'MemberReportPayload', reported: true });
    const item = await itemFor(mod, 'MESSAGE');
    expect((await ask(mod, BY_ID, { id: item.id })).node.evidence.messages).toEqual([
      { text: 'you will regret this', type: 'txt', burn: false, photo: null, fromReportedMember: true, reported: true },
    ]);
    expect(await decide(mod, SUSPEND, { itemId: item.id, version: item.version, days: 400 })).toMatchObject({
      __typename: 'ValidationError',
      field: 'days',
    });
    const suspended = await decide(mod, SUSPEND, { itemId: item.id, version: item.version, days: 2 });
    expect(suspended.item).toMatchObject({ decision: 'SUSPEND', suspendedUntil: expect.any(String) });

    const notices = (await ask(ben, OUTCOMES)).viewer.notices.edges.map((edge: { node: unknown }) => edge.node);
    expect(notices).toMatchObject([
      {
        kind: 'REPORT_OUTCOME',
        reportOutcome: { outcome: 'ACTION_TAKEN', targetKind: 'MESSAGE', categoryName: 'Harassment or abuse' },
      },
    ]);
    const refused = await new GraphQLSession(stack.bffUrl, 'de').request(LOGIN, {
      input: { email: ana.email, password: PASSWORD },
    });
    expect(refused.data.sessionLogin).toMatchObject({
      __typename: 'AccountSuspendedError',
      message: expect.stringMatching(/^Dein Konto ist .* bis .* gesperrt\.$/),
    });
    const until = Date.parse(refused.data.sessionLogin.until);
    expect(until).toBe(Date.parse(suspended.item.suspendedUntil));
    expect(until).toBeGreaterThan(Date.now() + 2 * 86_400_000 - 60_000);
  });

  it('a warning reaches the member warned as a notice; a dismissal tells the reporter "no action"', async () => {
    const [ana, ben, cleo, mod] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await staffMember(stack, 'Mod', 'admin'),
    ];
    const first = (await publishThroughBff(stack, ana, { text: 'first' })).momentEdge.node;
    const second = (await publishThroughBff(stack, ana, { text: 'second' })).momentEdge.node;
    await ask(ben, MOMENT_REPORT, { input: { momentId: first.id, typeId: 3, reason: 'photos' } });
    await ask(cleo, MOMENT_REPORT, { input: { momentId: second.id, typeId: 3, reason: 'photos' } });
    const items = (await queueOf(mod, { kind: 'MOMENT' }))!;
    const of = (reporter: MomentMember) => items.find((each) => each.reports[0].reporter.id === reporter.id)!;
    expect((await decide(mod, WARN, { itemId: of(ben).id, version: of(ben).version })).__typename).toBe(
      'ModerationItemPayload',
    );
    expect((await decide(mod, DISMISS, { itemId: of(cleo).id, version: of(cleo).version })).__typename).toBe(
      'ModerationItemPayload',
    );
    const said = async (who: MomentMember) =>
      (await ask(who, OUTCOMES)).viewer.notices.edges.map((edge: { node: Record<string, any> }) => [
        edge.node.kind,
        edge.node.reportOutcome?.outcome,
      ]);
    expect(await said(ben)).toEqual([['REPORT_OUTCOME', 'ACTION_TAKEN']]);
    expect(await said(cleo)).toEqual([['REPORT_OUTCOME', 'NO_ACTION']]);
    expect(await said(ana)).toEqual([['MODERATION_WARNING', 'WARNING']]);
  });

  it('a suspended member’s open socket closes within 3 s (4401, ACCOUNT_SUSPENDED with its end) and their session is over', async () => {
    const [ana, ben, mod] = [await member('Ana'), await member('Ben'), await staffMember(stack, 'Mod', 'moderator')];
    const client = ana.session.wsClient();
    sockets.push(client);
    let closed: { code: number; reason: string } | undefined;
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      closed ??= { code, reason };
    });
    const connected = nextConnected(client);
    const events = subscribe(client, `subscription { viewerEvents { __typename } }`);
    await connected;
    await ask(ben, MEMBER_REPORT, { input: { userId: ana.id, typeId: 1, reason: 'threats' } });
    const item = await itemFor(mod, 'MEMBER');
    expect((await decide(mod, SUSPEND, { itemId: item.id, version: item.version, days: 7 })).__typename).toBe(
      'ModerationItemPayload',
    );
    await expect.poll(() => closed, { timeout: 3_000, interval: 50 }).toBeDefined();
    // The reason names the suspension's end, so the member's app can say until when.
    expect(closed).toEqual({ code: 4401, reason: expect.stringMatching(/^ACCOUNT_SUSPENDED \S+$/) });
    const until = Date.parse(closed!.reason.split(' ')[1]);
    expect(Math.abs(until - Date.now() - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    events.dispose();
    expect((await ana.session.request(`{ viewer { id } }`)).data).toEqual({ viewer: null });
  });
});
