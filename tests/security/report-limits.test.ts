import type { Client } from 'graphql-ws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../upstream/db/schema';
import { GraphQLSession, type GraphQLResponse } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';
const REPORT = `mutation($input: MemberReportInput!) { memberReport(input: $input) {
  __typename ... on Error { message } ... on RateLimitedError { retryAfterSeconds } } }`;

function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
  return new Promise((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
}

/**
 * Reporting a member cannot be used to flood the review queue, over HTTP or the socket: a
 * repeat about the same member is merged, and past 3 a day about one member the report is
 * RateLimitedError in the reporter's language. Reporting a message from someone else's
 * conversation is MessageNotFoundError.
 */
describe('reports cannot flood the review queue', () => {
  let stack: Stack;
  let eve: GraphQLSession;
  let eveSocket: Client;
  let anaId: string;
  let anaUpstreamId: number;

  beforeAll(async () => {
    stack = await startStack();
    for (const name of ['ana', 'ben', 'eve'])
      await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname: name,
        language: 'de',
      });
    eve = await new GraphQLSession(stack.bffUrl, 'de').login('eve@example.test', PASSWORD);
    const ana = await new GraphQLSession(stack.bffUrl).login('ana@example.test', PASSWORD);
    const anaViewer = (await ana.request(`{ viewer { id user { id } } }`)).data.viewer;
    anaId = anaViewer.user.id;
    anaUpstreamId = Number(Buffer.from(anaId, 'base64').toString().split(':')[1]);
    eveSocket = eve.wsClient();
  }, 60_000);
  afterAll(async () => {
    await eveSocket?.dispose();
    await stack?.stop();
  });

  it('merges repeats, then refuses more than 3 a day about one member, over HTTP and the socket', async () => {
    const input = (notes: string) => ({ input: { userId: anaId, typeId: 2, reason: 'Spam', notes } });
    expect((await eve.request(REPORT, input('one'))).data.memberReport).toEqual({ __typename: 'MemberReportPayload' });
    expect((await overSocket(eveSocket, REPORT, input('two'))).data!.memberReport).toEqual({
      __typename: 'MemberReportPayload',
    });
    expect((await eve.request(REPORT, input('three'))).data.memberReport).toEqual({
      __typename: 'MemberReportPayload',
    });
    const stored = await stack.upstream.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.reportedId, anaUpstreamId));
    expect(stored).toMatchObject([{ reports: 3, notes: 'three' }]);

    const message =
      'Du hast dieses Mitglied heute schon mehrmals gemeldet; deine Meldungen sind bei uns. Bitte warte, bevor du es erneut meldest.';
    for (const refused of [
      (await overSocket(eveSocket, REPORT, input('four'))).data!.memberReport,
      (await eve.request(REPORT, input('five'))).data.memberReport,
    ]) {
      expect(refused).toMatchObject({ __typename: 'RateLimitedError', message });
      expect(refused.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    expect(
      await stack.upstream.database.db.select().from(complaints).where(eq(complaints.reportedId, anaUpstreamId)),
    ).toMatchObject([{ reports: 3, notes: 'three' }]);
  });

  it('reporting a message of another conversation is MessageNotFoundError, storing nothing', async () => {
    const ben = await new GraphQLSession(stack.bffUrl).login('ben@example.test', PASSWORD);
    const side = (await ben.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: anaId }))
      .data.viewer.conversationWith.id;
    const sent = await ben.request(
      `mutation($id: ID!) { messageSend(input: { conversationId: $id, clientId: "b-1", text: "between Ben and Ana" }) { ... on MessageSendPayload { sentMessage { id } } } }`,
      { id: side },
    );
    const before = (await stack.upstream.database.db.select().from(complaints)).length;
    const benId = (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    const refused = await eve.request(REPORT, {
      input: { userId: benId, typeId: 1, reason: 'x', messageId: sent.data.messageSend.sentMessage.id },
    });
    expect(refused.data.memberReport).toEqual({
      __typename: 'MessageNotFoundError',
      message: 'Diese Nachricht gibt es nicht.',
    });
    expect((await stack.upstream.database.db.select().from(complaints)).length).toBe(before);
  });
});
