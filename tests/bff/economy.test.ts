import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'a good password';

const WALLET = `goldCoins translationPackCharacters membershipTranslationCharacters freeGiftsLeft membershipExpiresAt user { vipLevel }`;
const GIFT_SEND = `mutation($input: GiftSendInput!) { giftSend(input: $input) {
  __typename ... on Error { message }
  ... on GiftSendPayload { free goldCoinsSpent viewer { goldCoins freeGiftsLeft } sentMessage { id kind custom { type amount url gift { giftId name iconUrl } } } messageEdge { node { id } } conversation { id } }
} }`;
const RED_PACKET_SEND = `mutation($input: RedPacketSendInput!) { redPacketSend(input: $input) {
  __typename ... on Error { message }
  ... on RedPacketSendPayload { viewer { goldCoins } sentMessage { id custom { type amount note redPacket { amount status note } } } }
} }`;
const RED_PACKET_OPEN = `mutation($input: RedPacketOpenInput!) { redPacketOpen(input: $input) {
  __typename ... on Error { message }
  ... on RedPacketOpenPayload { viewer { goldCoins } redPacketMessage { custom { redPacket { status } } } }
} }`;

/**
 * Issue 11 through the graph, over real HTTP and WebSocket: buying coins through the sandbox
 * with the balance arriving live, packs and memberships for oneself or another member, gifts
 * and red packets in chat, typed errors that change nothing, and retries that pay once.
 */
describe('the economy in the graph', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let anaId: number;
  let benGlobalId: string;
  let anaGlobalId: string;
  let anaSocket: Client;
  let keys = 0;
  const key = () => `bff-${++keys}`;

  beforeAll(async () => {
    stack = await startStack();
    const ids: number[] = [];
    const sessions: GraphQLSession[] = [];
    for (const name of ['ana', 'ben']) {
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
    [ana, ben] = sessions;
    anaId = ids[0];
    anaGlobalId = (await ana.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    benGlobalId = (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    anaSocket = ana.wsClient();
  }, 60_000);
  afterAll(async () => {
    await anaSocket?.dispose();
    await stack?.stop();
  });

  it('lists the catalogue with gift icons the BFF serves', async () => {
    const { data } = await ana.request(
      `{ coinPackages { packageId goldCoins price currency } translationPacks { packId characters goldCoins } membershipPlans { planId level months goldCoins monthlyCharacters } gifts { giftId name iconUrl goldCoins } billTypes { type name } }`,
    );
    expect(data.coinPackages[0]).toMatchObject({ currency: 'USD' });
    expect(data.membershipPlans.map((plan: { level: string }) => plan.level)).toEqual(
      expect.arrayContaining(['VIP', 'SVIP']),
    );
    const icon = await fetch(`${stack.bffUrl}${data.gifts[0].iconUrl}`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    expect(data.billTypes.map((type: { type: string }) => type.type)).toContain('gift_sent');
    // A visitor sees no catalogue.
    expect((await new GraphQLSession(stack.bffUrl).request(`{ gifts { giftId } }`)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('buys coins through the sandbox: the balance arrives live on the viewer’s socket, and the return confirms once', async () => {
    const connected = nextConnected(anaSocket);
    const events = subscribe(
      anaSocket,
      `subscription { viewerEvents { __typename ... on WalletChangedEvent { reason viewer { goldCoins } } } }`,
    );
    await connected;
    const started = await ana.request(
      `mutation { coinPurchaseStart(input: { packageId: 1 }) { __typename ... on CoinPurchaseStartPayload { approveUrl payment { paymentId status goldCoins price currency } } } }`,
    );
    const { approveUrl, payment } = started.data.coinPurchaseStart;
    expect(payment).toMatchObject({ status: 'CREATED', goldCoins: 10, price: 10, currency: 'USD' });
    // The member pays on the provider's page (through the BFF's origin) and is sent back to /paySuccess.
    const paid = await fetch(`${stack.bffUrl}${approveUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(`${stack.bffUrl}/paySuccess?payment=${payment.paymentId}`);
    const event = await events.next();
    expect(event.data?.viewerEvents).toEqual({
      __typename: 'WalletChangedEvent',
      reason: 'coin_purchase',
      viewer: { goldCoins: 10 },
    });
    events.dispose();
    const confirmed = await ana.request(
      `mutation($input: PaymentConfirmInput!) { paymentConfirm(input: $input) { ... on PaymentConfirmPayload { payment { status goldCoins } viewer { goldCoins } } } }`,
      {
        input: { paymentId: payment.paymentId },
      },
    );
    expect(confirmed.data.paymentConfirm).toEqual({
      payment: { status: 'COMPLETED', goldCoins: 10 },
      viewer: { goldCoins: 10 },
    });
    expect(
      (
        await ana.request(
          `query($p: String!) { viewer { payment(paymentId: $p) { status } bills(first: 5) { edges { node { type asset change } } } } }`,
          { p: payment.paymentId },
        )
      ).data.viewer,
    ).toEqual({
      payment: { status: 'COMPLETED' },
      bills: { edges: [{ node: { type: 'coin_purchase', asset: 'COIN', change: 10 } }] },
    });
    // Ben cannot read Ana's payment.
    expect(
      (
        await ben.request(`query($p: String!) { viewer { payment(paymentId: $p) { status } } }`, {
          p: payment.paymentId,
        })
      ).data.viewer.payment,
    ).toBeNull();
    const benConfirms = await ben.request(
      `mutation($input: PaymentConfirmInput!) { paymentConfirm(input: $input) { __typename } }`,
      { input: { paymentId: payment.paymentId } },
    );
    expect(benConfirms.data.paymentConfirm.__typename).toBe('PaymentNotFoundError');
  });

  it('sends the member back from the provider to /paySuccess with the conversation that asked for the coins', async () => {
    const START = `mutation($input: CoinPurchaseStartInput!) { coinPurchaseStart(input: $input) { __typename ... on Error { message } ... on ValidationError { field } ... on CoinPurchaseStartPayload { approveUrl payment { paymentId } } } }`;
    const started = (await ana.request(START, { input: { packageId: 1, conversationWith: benGlobalId } })).data
      .coinPurchaseStart;
    const back = await fetch(`${stack.bffUrl}${started.approveUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${stack.bffUrl}/paySuccess`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      with: benGlobalId,
      payment: started.payment.paymentId,
      outcome: 'cancelled',
    });
    // Anything but a member's ID is refused before a payment is made.
    const conversationId = Buffer.from(`Conversation:${anaId}.1`).toString('base64');
    const refused = (await ana.request(START, { input: { packageId: 1, conversationWith: conversationId } })).data
      .coinPurchaseStart;
    expect(refused).toMatchObject({ __typename: 'ValidationError', field: 'conversationWith' });
  });

  it('answers InsufficientCoinsError and changes nothing; with coins, a retry with the same key pays once', async () => {
    const before = (await ana.request(`{ viewer { ${WALLET} } }`)).data.viewer;
    const tooDear = await ana.request(
      `mutation($input: TranslationPackPurchaseInput!) { translationPackPurchase(input: $input) { __typename ... on Error { message } } }`,
      {
        input: { packId: 3, idempotencyKey: key() },
      },
    );
    expect(tooDear.data.translationPackPurchase).toEqual({
      __typename: 'InsufficientCoinsError',
      message: expect.stringMatching(/coin/i),
    });
    expect((await ana.request(`{ viewer { ${WALLET} } }`)).data.viewer).toEqual(before);

    await creditCoins(stack.upstream, anaId, 100, key());
    const once = key();
    const buy = () =>
      ana.request(
        `mutation($input: TranslationPackPurchaseInput!) { translationPackPurchase(input: $input) { __typename ... on TranslationPackPurchasePayload { viewer { goldCoins translationPackCharacters } } } }`,
        {
          input: { packId: 1, idempotencyKey: once },
        },
      );
    const [first, second] = await Promise.all([buy(), buy()]);
    expect(first.data).toEqual(second.data);
    expect(first.data.translationPackPurchase.viewer).toEqual({
      goldCoins: before.goldCoins + 100 - 20,
      translationPackCharacters: 10_000,
    });
  });

  it('buys a membership for another member: their level changes at once, the payer pays', async () => {
    const coins = (await ana.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins;
    const bought = await ana.request(
      `mutation($input: MembershipPurchaseInput!) { membershipPurchase(input: $input) { __typename ... on MembershipPurchasePayload { level expiresAt member { id vipLevel } viewer { goldCoins user { vipLevel } } } } }`,
      { input: { planId: 1, userId: benGlobalId, idempotencyKey: key() } },
    );
    expect(bought.data.membershipPurchase).toMatchObject({
      level: 'VIP',
      member: { id: benGlobalId, vipLevel: 1 },
      viewer: { goldCoins: coins - 30, user: { vipLevel: 0 } },
    });
    const benWallet = (await ben.request(`{ viewer { ${WALLET} } }`)).data.viewer;
    expect(benWallet).toMatchObject({
      user: { vipLevel: 1 },
      freeGiftsLeft: 5,
      membershipTranslationCharacters: 20_000,
    });
    expect(Date.parse(benWallet.membershipExpiresAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    // A membership for oneself needs no userId; a wrong kind of ID is a ValidationError.
    const wrongId = await ana.request(
      `mutation($input: MembershipPurchaseInput!) { membershipPurchase(input: $input) { __typename ... on ValidationError { field } } }`,
      {
        input: { planId: 1, userId: Buffer.from('Message:1').toString('base64'), idempotencyKey: key() },
      },
    );
    expect(wrongId.data.membershipPurchase.__typename).toBe('ValidationError');
  });

  it('sends a gift into the chat: free while the month’s free gifts last, then coins; the recipient sees it in their records', async () => {
    // Ben is VIP now: his first gift is free.
    const free = await ben.request(GIFT_SEND, { input: { userId: anaGlobalId, giftId: 1, idempotencyKey: key() } });
    expect(free.data.giftSend).toMatchObject({
      __typename: 'GiftSendPayload',
      free: true,
      goldCoinsSpent: 0,
      viewer: { goldCoins: 0, freeGiftsLeft: 4 },
    });
    const message = free.data.giftSend.sentMessage;
    expect(message).toMatchObject({ kind: 'CUSTOM', custom: { type: 'gift', amount: 1, gift: { giftId: 1 } } });
    expect(message.custom.url).toBe(message.custom.gift.iconUrl);
    expect(free.data.giftSend.messageEdge.node.id).toBe(message.id);
    // Ana is not a member: her gift costs coins, and more than she has is refused.
    const coins = (await ana.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins;
    const tooMany = await ana.request(GIFT_SEND, {
      input: { userId: benGlobalId, giftId: 8, count: 99, idempotencyKey: key() },
    });
    expect(tooMany.data.giftSend.__typename).toBe('InsufficientCoinsError');
    const paid = await ana.request(GIFT_SEND, {
      input: { userId: benGlobalId, giftId: 1, count: 2, idempotencyKey: key() },
    });
    expect(paid.data.giftSend).toMatchObject({
      free: false,
      viewer: { goldCoins: coins - paid.data.giftSend.goldCoinsSpent },
    });
    expect(paid.data.giftSend.goldCoinsSpent).toBeGreaterThan(0);
    const records = await ben.request(
      `{ viewer { received: giftRecords(direction: RECEIVED, first: 5) { totalCount edges { node { count free otherMember { id } } } } sent: giftRecords(direction: SENT, first: 5) { totalCount } } }`,
    );
    expect(records.data.viewer.received).toEqual({
      totalCount: 1,
      edges: [{ node: { count: 2, free: false, otherMember: { id: anaGlobalId } } }],
    });
    expect(records.data.viewer.sent.totalCount).toBe(1);
  });

  it('sends a red packet that only its recipient opens, once', async () => {
    const coins = (await ana.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins;
    const sent = await ana.request(RED_PACKET_SEND, {
      input: { userId: benGlobalId, amount: 5, note: 'for you', idempotencyKey: key() },
    });
    expect(sent.data.redPacketSend).toMatchObject({
      viewer: { goldCoins: coins - 5 },
      sentMessage: {
        custom: {
          type: 'red-packet',
          amount: 5,
          note: 'for you',
          redPacket: { amount: 5, status: 'SENT', note: 'for you' },
        },
      },
    });
    const messageId = sent.data.redPacketSend.sentMessage.id;
    // The sender cannot open it.
    const bySender = await ana.request(RED_PACKET_OPEN, { input: { messageId } });
    expect(bySender.errors).toBeUndefined();
    expect(bySender.data.redPacketOpen.__typename).toBe('RedPacketUnavailableError');
    const benCoins = (await ben.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins;
    const [first, again] = await Promise.all([
      ben.request(RED_PACKET_OPEN, { input: { messageId } }),
      ben.request(RED_PACKET_OPEN, { input: { messageId } }),
    ]);
    expect(first.data.redPacketOpen).toEqual({
      __typename: 'RedPacketOpenPayload',
      viewer: { goldCoins: benCoins + 5 },
      redPacketMessage: { custom: { redPacket: { status: 'OPENED' } } },
    });
    expect(again.data.redPacketOpen.viewer.goldCoins).toBe(benCoins + 5);
    expect((await ben.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins).toBe(benCoins + 5);
    // Over the limit: a ValidationError in the member's language, nothing spent.
    const tooBig = await ana.request(RED_PACKET_SEND, {
      input: { userId: benGlobalId, amount: 10_001, idempotencyKey: key() },
    });
    expect(tooBig.data.redPacketSend.__typename).toBe('ValidationError');
    expect((await ana.request(`{ viewer { goldCoins } }`)).data.viewer.goldCoins).toBe(coins - 5);
    expect(await stack.upstream.ledger.reconcile()).toEqual([]);
  });

  it('says on each bill line what it was about, and lists the character history on its own', async () => {
    const LINES = `query($assets: [BillAsset!]) { viewer { bills(first: 20, assets: $assets) { edges { node {
      type asset change gift { giftId name iconUrl } giftCount otherMember { id nickname } otherMemberRole membershipLevel membershipMonths characters translatedInto
    } } } } }`;
    const lines = (await ana.request(LINES)).data.viewer.bills.edges.map(
      (edge: { node: Record<string, unknown> }) => edge.node,
    );
    // Earlier in this file: Ana gave Ben 2 roses and a month of VIP, and a red packet.
    expect(lines.find((line: { type: string }) => line.type === 'gift_sent')).toMatchObject({
      gift: { giftId: 1, name: 'Rose', iconUrl: expect.stringMatching(/^\/gift\/icon\//) },
      giftCount: 2,
      otherMember: { id: benGlobalId, nickname: 'ben' },
      otherMemberRole: 'TO',
    });
    expect(lines.find((line: { type: string }) => line.type === 'membership')).toMatchObject({
      asset: 'COIN',
      otherMember: { id: benGlobalId },
      otherMemberRole: 'TO',
      membershipLevel: 'VIP',
      membershipMonths: 1,
    });
    expect(lines.find((line: { type: string }) => line.type === 'red_packet_sent')).toMatchObject({
      otherMember: { id: benGlobalId },
      otherMemberRole: 'TO',
    });
    const pack = lines.find(
      (line: { type: string; asset: string }) => line.type === 'translation_pack' && line.asset === 'PACK_CHARACTER',
    );
    expect(pack).toMatchObject({ change: 10_000, characters: 10_000, otherMember: null, otherMemberRole: null });
    // Ben's side of the membership: it came from Ana. His character history holds it, and no coins.
    const history = (
      await ben.request(LINES, { assets: ['PACK_CHARACTER', 'MEMBERSHIP_CHARACTER'] })
    ).data.viewer.bills.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    expect(history).toEqual([
      expect.objectContaining({
        type: 'membership',
        asset: 'MEMBERSHIP_CHARACTER',
        change: 20_000,
        otherMember: expect.objectContaining({ id: anaGlobalId }),
        otherMemberRole: 'FROM',
      }),
    ]);
  });
});
