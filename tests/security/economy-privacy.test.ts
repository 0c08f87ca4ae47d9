import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';

async function overSocket(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse> {
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
 * Issue 11: balances, bills, gift records, payments and red packets are the member's own by
 * every path (a field, `node(id:)`, a mutation, a subscription), over HTTP and the socket.
 */
describe('the economy is private to each member', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let eve: GraphQLSession;
  let anaId: number;
  let eveId: number;
  let anaViewerId: string;
  let redPacketMessageId: string;
  let paymentId: string;
  let eveSocket: Client;

  beforeAll(async () => {
    stack = await startStack();
    const ids: number[] = [];
    const sessions: GraphQLSession[] = [];
    for (const name of ['ana', 'ben', 'eve']) {
      ids.push(
        (
          await stack.upstream.accounts.createMember({
            email: `${name}@example.test`,
            password: PASSWORD,
            nickname: name,
            language: 'en',
          })
        ).id,
      );
      sessions.push(await new GraphQLSession(stack.bffUrl).login(`${name}@example.test`, PASSWORD));
    }
    [ana, ben, eve] = sessions;
    [anaId, , eveId] = ids;
    await creditCoins(stack.upstream, anaId, 50, 'grant-ana');
    anaViewerId = (await ana.request(`{ viewer { id } }`)).data.viewer.id;
    const benId = (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    const sent = await ana.request(
      `mutation($input: RedPacketSendInput!) { redPacketSend(input: $input) { ... on RedPacketSendPayload { sentMessage { id } } } }`,
      {
        input: { userId: benId, amount: 5, idempotencyKey: 'packet-1' },
      },
    );
    redPacketMessageId = sent.data.redPacketSend.sentMessage.id;
    const started = await ana.request(
      `mutation { coinPurchaseStart(input: { packageId: 1 }) { ... on CoinPurchaseStartPayload { payment { paymentId } } } }`,
    );
    paymentId = started.data.coinPurchaseStart.payment.paymentId;
    eveSocket = eve.wsClient();
  }, 60_000);
  afterAll(async () => {
    await eveSocket?.dispose();
    await stack?.stop();
  });

  const OWN = `query($v: ID!, $m: ID!, $p: String!) {
    node(id: $v) { id ... on Viewer { goldCoins bills(first: 5) { edges { node { change } } } giftRecords(direction: SENT, first: 5) { totalCount } } }
    message: node(id: $m) { id ... on Message { custom { redPacket { amount status } } } }
    viewer { payment(paymentId: $p) { status } }
  }`;

  it('answers another member’s Viewer, red-packet message and payment with null, over HTTP and the socket', async () => {
    const variables = { v: anaViewerId, m: redPacketMessageId, p: paymentId };
    const nothing = { node: null, message: null, viewer: { payment: null } };
    expect((await eve.request(OWN, variables)).data).toEqual(nothing);
    const connected = nextConnected(eveSocket);
    const overWs = overSocket(eveSocket, OWN, variables);
    await connected;
    expect((await overWs).data).toEqual(nothing);
    // Ana reads all of it; Ben the packet he received, not Ana's wallet or payment.
    const own = (await ana.request(OWN, variables)).data;
    expect(own.node).toMatchObject({
      id: anaViewerId,
      goldCoins: 45,
      bills: { edges: [{ node: { change: -5 } }, { node: { change: 50 } }] },
    });
    expect(own.message.custom.redPacket).toEqual({ amount: 5, status: 'SENT' });
    expect(own.viewer.payment).toEqual({ status: 'CREATED' });
    expect((await ben.request(OWN, variables)).data).toEqual({
      node: null,
      message: { id: redPacketMessageId, custom: { redPacket: { amount: 5, status: 'SENT' } } },
      viewer: { payment: null },
    });
  });

  it('refuses another member’s red packet and payment to mutations, over HTTP and the socket, changing nothing', async () => {
    const open = `mutation($input: RedPacketOpenInput!) { redPacketOpen(input: $input) { __typename } }`;
    expect((await eve.request(open, { input: { messageId: redPacketMessageId } })).data.redPacketOpen.__typename).toBe(
      'MessageNotFoundError',
    );
    expect(
      (await overSocket(eveSocket, open, { input: { messageId: redPacketMessageId } })).data?.redPacketOpen.__typename,
    ).toBe('MessageNotFoundError');
    const confirm = `mutation($input: PaymentConfirmInput!) { paymentConfirm(input: $input) { __typename } }`;
    expect((await eve.request(confirm, { input: { paymentId } })).data.paymentConfirm.__typename).toBe(
      'PaymentNotFoundError',
    );
    expect((await overSocket(eveSocket, confirm, { input: { paymentId } })).data?.paymentConfirm.__typename).toBe(
      'PaymentNotFoundError',
    );
    expect((await eve.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins).toBe(0);
    expect((await ana.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins).toBe(45);
  });

  it('tells each member of their own balance changes only', async () => {
    const anaSocket = ana.wsClient();
    try {
      const eveEvents = subscribe(
        eveSocket,
        `subscription { viewerEvents { __typename ... on WalletChangedEvent { reason viewer { id goldCoins } } } }`,
      );
      const connected = nextConnected(anaSocket);
      const anaEvents = subscribe(
        anaSocket,
        `subscription { viewerEvents { __typename ... on WalletChangedEvent { reason viewer { goldCoins } } } }`,
      );
      await connected;
      await creditCoins(stack.upstream, anaId, 7, 'grant-ana-2');
      expect((await anaEvents.next()).data?.viewerEvents).toEqual({
        __typename: 'WalletChangedEvent',
        reason: 'coin_purchase',
        viewer: { goldCoins: 52 },
      });
      // Eve's next event is her own credit, not Ana's.
      await creditCoins(stack.upstream, eveId, 3, 'grant-eve');
      const eveEvent = (await eveEvents.next()).data?.viewerEvents;
      expect(eveEvent).toMatchObject({ __typename: 'WalletChangedEvent', viewer: { goldCoins: 3 } });
      expect(eveEvent.viewer.id).not.toBe(anaViewerId);
      eveEvents.dispose();
      anaEvents.dispose();
    } finally {
      await anaSocket.dispose();
    }
  });

  it('names the other member of a bill line only as its reader may see them, over HTTP and the socket', async () => {
    const LINES = `{ viewer { bills(first: 10, type: "red_packet_sent") { edges { node { change otherMemberRole otherMember { id nickname } } } } } }`;
    const anaSocket = ana.wsClient();
    try {
      const benId = (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
      const line = { change: -5, otherMemberRole: 'TO', otherMember: { id: benId, nickname: 'ben' } };
      expect((await ana.request(LINES)).data.viewer.bills.edges).toEqual([{ node: line }]);
      expect((await overSocket(anaSocket, LINES)).data?.viewer.bills.edges).toEqual([{ node: line }]);
      // Eve's bill has no such line, and Ana's is hers alone (node(id:) answered null above).
      expect((await eve.request(LINES)).data.viewer.bills.edges).toEqual([]);
      // Once Ben blocks Ana, her line stays and says it went to someone, but no longer who.
      const anaUserId = (await ana.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
      expect(
        (
          await ben.request(`mutation($input: UserBlockInput!) { userBlock(input: $input) { __typename } }`, {
            input: { userId: anaUserId },
          })
        ).data.userBlock.__typename,
      ).toBe('UserBlockPayload');
      const hidden = { change: -5, otherMemberRole: 'TO', otherMember: null };
      expect((await ana.request(LINES)).data.viewer.bills.edges).toEqual([{ node: hidden }]);
      expect((await overSocket(anaSocket, LINES)).data?.viewer.bills.edges).toEqual([{ node: hidden }]);
    } finally {
      await anaSocket.dispose();
    }
  });
});
