import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextConnected } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { befriend, goodsBySlug, setStock } from '../support/mall';
import {
  ADDRESS,
  ask,
  CATALOGUE,
  ORDER_ADDRESS,
  ORDER_CANCEL,
  ORDER_DECLINE,
  ORDER_FULFILMENT,
  ORDER_NODE,
  ORDER_PLACE,
  ORDERS,
  orderEventsOn,
  placeInput,
  productNamed,
} from '../support/mall-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { staffThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

type Listening = MomentMember & { events: ReturnType<typeof orderEventsOn> };

/**
 * The gift mall through the BFF over HTTP and the socket: a gift bought for a friend who
 * enters their own address, heard live by both, shipped by staff; the typed refusals.
 */
describe('the gift mall through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const member = (nickname: string) => momentMember(stack, nickname);

  async function listening(nickname: string): Promise<Listening> {
    const who = await member(nickname);
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = orderEventsOn(client, who);
    await connected;
    expect(await events.untilRead()).toEqual([]);
    return { ...who, events };
  }

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('shows the catalogue in the viewer’s language with prices and pictures the browser loads', async () => {
    const ana = await member('Shopper');
    const categories = await ask(ana, CATALOGUE);
    expect(categories.map((category: { name: string }) => category.name)).toContain('Flowers');
    const roses = await productNamed(ana, 'Eleven red roses');
    expect(roses).toMatchObject({ goldCoins: 39, inStock: true, category: { id: categories[0].id } });
    const picture = await fetch(`${stack.bffUrl}${roses.pictures[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    const node = await ana.session.request(`query($id: ID!) { node(id: $id) { ... on Product { name goldCoins } } }`, {
      id: roses.id,
    });
    expect(node.data.node).toEqual({ name: 'Eleven red roses', goldCoins: 39 });
    // Another kind's ID is a clear refusal, not a masked fault.
    const wrong = await ana.session.request(`query($id: ID!) { products(categoryId: $id, first: 1) { totalCount } }`, {
      id: roses.id,
    });
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('follows a gift: the friend enters the address live, the buyer pays, staff ship it and both hear', async () => {
    const ana = await listening('Ana');
    const ben = await listening('Ben');
    const staff = await listening('Staff');
    await staffThroughGraph(stack, staff, 'admin');
    await befriend(stack, ana.upstreamId, ben.upstreamId);
    await creditCoins(stack.upstream, ana.upstreamId, 500, 'mall-graph-ana');
    const roses = await productNamed(ana, 'Eleven red roses');

    const placed = await ask(ana, ORDER_PLACE, {
      input: placeInput(ben.id, roses.id, { quantity: 2, message: 'Happy birthday!' }),
    });
    expect(placed).toMatchObject({
      __typename: 'OrderPlacePayload',
      order: {
        role: 'BUYER',
        state: 'AWAITING_ADDRESS',
        payment: 'HELD',
        fulfilment: 'NOT_SHIPPED',
        addressBy: 'RECIPIENT',
        goldCoins: 78,
        unitGoldCoins: 39,
        address: null,
        quantity: 2,
        recipient: { id: ben.id, nickname: 'Ben' },
      },
      viewer: { goldCoins: 500 - 78 },
    });
    const orderId = placed.order.id;
    expect((await ana.events.next()).order).toMatchObject({ id: orderId, state: 'AWAITING_ADDRESS' });

    // The friend hears the gift live: the message and the sender, never the price.
    const heard = await ben.events.next();
    expect(heard.order).toMatchObject({
      id: orderId,
      role: 'RECIPIENT',
      message: 'Happy birthday!',
      product: { name: 'Eleven red roses' },
      buyer: { id: ana.id, nickname: 'Ana' },
      goldCoins: null,
      unitGoldCoins: null,
      state: 'AWAITING_ADDRESS',
    });
    expect(heard.order.expiresAt).toEqual(expect.any(String));
    // Their notice opens the order, as they see it.
    const notices = await ask(
      ben,
      `{ viewer { notices(first: 5) { edges { node { kind order { id goldCoins } } } } } }`,
    );
    expect(notices.notices.edges[0].node).toEqual({ kind: 'SHOP_GIFT', order: { id: orderId, goldCoins: null } });

    const given = await ask(ben, ORDER_ADDRESS, { input: { orderId, ...ADDRESS } });
    expect(given.order).toMatchObject({
      state: 'CONFIRMED',
      address: ADDRESS,
      goldCoins: null,
      history: [
        { what: 'PLACED', by: 'BUYER' },
        { what: 'CONFIRMED', by: 'RECIPIENT' },
      ],
    });
    expect((await ben.events.next()).order).toMatchObject({ state: 'CONFIRMED', address: ADDRESS });

    // The buyer hears the confirmation and the coins taken, never the address.
    const confirmed = await ana.events.next();
    expect(confirmed.order).toMatchObject({ id: orderId, state: 'CONFIRMED', payment: 'TAKEN', address: null });
    expect(confirmed.viewer.goldCoins).toBe(500 - 78);
    const anaOrders = await ask(ana, ORDERS);
    expect(anaOrders.ordersPlaced.edges[0].node).toMatchObject({ id: orderId, address: null, goldCoins: 78 });
    expect(anaOrders.ordersReceived.totalCount).toBe(0);
    expect((await ask(ana, ORDER_NODE, { id: orderId })).address).toBeNull();

    // Cancelling after the friend answered is refused, and changes nothing.
    expect(await ask(ana, ORDER_CANCEL, { id: orderId })).toMatchObject({ __typename: 'OrderClosedError' });

    const shipped = await ask(staff, ORDER_FULFILMENT, { id: orderId, step: 'SHIPPED' });
    expect(shipped.order).toMatchObject({ role: 'STAFF', fulfilment: 'SHIPPED', address: ADDRESS, goldCoins: 78 });
    expect((await ana.events.next()).order).toMatchObject({ fulfilment: 'SHIPPED', address: null, goldCoins: 78 });
    expect((await ben.events.next()).order).toMatchObject({ fulfilment: 'SHIPPED', goldCoins: null });
    expect(await staff.events.untilRead()).toEqual([]);
    // The same step again answers it unchanged.
    expect((await ask(staff, ORDER_FULFILMENT, { id: orderId, step: 'SHIPPED' })).order.fulfilment).toBe('SHIPPED');
  });

  it('answers typed errors and changes nothing', async () => {
    const cleo = await member('Cleo');
    const dan = await member('Dan');
    const stranger = await member('Stranger');
    const poor = await member('Poor');
    await befriend(stack, cleo.upstreamId, dan.upstreamId);
    await befriend(stack, poor.upstreamId, dan.upstreamId);
    await creditCoins(stack.upstream, cleo.upstreamId, 300, 'mall-graph-cleo');
    const roses = await productNamed(cleo, 'Eleven red roses');
    const place = (who: MomentMember, input: Record<string, unknown>) => ask(who, ORDER_PLACE, { input });

    expect(await place(cleo, placeInput(stranger.id, roses.id))).toMatchObject({ __typename: 'NotAFriendError' });
    expect(await place(poor, placeInput(dan.id, roses.id))).toMatchObject({ __typename: 'InsufficientCoinsError' });
    const tulips = await goodsBySlug(stack, 'tulips');
    await setStock(stack, tulips.id, 1);
    const tulipsNode = { id: encodeGlobalID('Product', tulips.id) };
    expect(await place(cleo, placeInput(dan.id, tulipsNode.id, { quantity: 2 }))).toMatchObject({
      __typename: 'OutOfStockError',
    });
    expect(await place(cleo, placeInput(dan.id, roses.id, { askRecipient: null }))).toMatchObject({
      __typename: 'ValidationError',
      field: 'address',
    });
    expect(await place(cleo, placeInput(dan.id, dan.id))).toMatchObject({
      __typename: 'ValidationError',
      field: 'productId',
    });
    expect(await place(cleo, placeInput(dan.id, roses.id, { quantity: 11 }))).toMatchObject({
      __typename: 'ValidationError',
      field: 'quantity',
    });
    const first = await place(cleo, placeInput(dan.id, roses.id, { idempotencyKey: 'graph-retry' }));
    expect(first.__typename).toBe('OrderPlacePayload');
    const again = await place(cleo, placeInput(dan.id, roses.id, { idempotencyKey: 'graph-retry' }));
    expect(again.order.id).toBe(first.order.id);
    expect(again.viewer.goldCoins).toBe(300 - 39);
    expect(
      await place(cleo, placeInput(dan.id, roses.id, { idempotencyKey: 'graph-retry', quantity: 3 })),
    ).toMatchObject({ __typename: 'ValidationError', field: 'idempotencyKey' });

    // A buyer cannot decline, a recipient cannot cancel; the recipient's decline returns the coins.
    expect(await ask(cleo, ORDER_DECLINE, { id: first.order.id })).toMatchObject({ __typename: 'OrderNotFoundError' });
    expect(await ask(dan, ORDER_CANCEL, { id: first.order.id })).toMatchObject({ __typename: 'OrderNotFoundError' });
    expect((await ask(dan, ORDER_DECLINE, { id: first.order.id })).order).toMatchObject({
      state: 'DECLINED',
      goldCoins: null,
    });
    expect((await ask(cleo, ORDERS)).goldCoins).toBe(300);
    expect(await ask(dan, ORDER_ADDRESS, { input: { orderId: first.order.id, ...ADDRESS } })).toMatchObject({
      __typename: 'OrderClosedError',
    });
    expect(
      await ask(dan, ORDER_ADDRESS, { input: { orderId: first.order.id, ...ADDRESS, phone: 'call me' } }),
    ).toMatchObject({ __typename: 'ValidationError', field: 'phone' });
  });

  it('moves fulfilment in order only, for staff only, and changes nothing otherwise', async () => {
    const eva = await member('Eva');
    const finn = await member('Finn');
    const staff = await member('Staffer');
    await staffThroughGraph(stack, staff, 'admin');
    await befriend(stack, eva.upstreamId, finn.upstreamId);
    await creditCoins(stack.upstream, eva.upstreamId, 100, 'mall-graph-eva');
    const roses = await productNamed(eva, 'Eleven red roses');
    const placed = await ask(eva, ORDER_PLACE, { input: placeInput(finn.id, roses.id) });
    const id = placed.order.id;
    const step = (who: MomentMember, to: 'SHIPPED' | 'DELIVERED') => ask(who, ORDER_FULFILMENT, { id, step: to });

    // Nothing ships before the address confirms it; the buyer is not staff.
    expect(await step(staff, 'SHIPPED')).toMatchObject({ __typename: 'FulfilmentOutOfOrderError' });
    expect(await step(eva, 'SHIPPED')).toMatchObject({ __typename: 'ForbiddenError' });
    await ask(finn, ORDER_ADDRESS, { input: { orderId: id, ...ADDRESS } });
    // Delivered comes after shipped, never before.
    expect(await step(staff, 'DELIVERED')).toMatchObject({ __typename: 'FulfilmentOutOfOrderError' });
    expect((await ask(eva, ORDER_NODE, { id })).fulfilment).toBe('NOT_SHIPPED');
    expect((await step(staff, 'SHIPPED')).order.fulfilment).toBe('SHIPPED');
    expect((await step(staff, 'DELIVERED')).order).toMatchObject({
      fulfilment: 'DELIVERED',
      history: [
        { what: 'PLACED', by: 'BUYER' },
        { what: 'CONFIRMED', by: 'RECIPIENT' },
        { what: 'SHIPPED', by: 'STAFF' },
        { what: 'DELIVERED', by: 'STAFF' },
      ],
    });
    // Once delivered, shipping again is out of order too.
    expect(await step(staff, 'SHIPPED')).toMatchObject({ __typename: 'FulfilmentOutOfOrderError' });
  });
});
