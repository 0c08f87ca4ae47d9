import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/schema';
import { nextConnected, subscribe } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { befriend } from '../support/mall';
import {
  ADDRESS,
  ask,
  ORDER,
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
import { startStack, type Stack } from '../support/stack';

type Listening = MomentMember & { client: Client; events: ReturnType<typeof orderEventsOn> };

/**
 * The graph keeps the gift mall's two secrets by every path: the recipient never reads the
 * price and the buyer never reads the address the recipient entered (a field, `node(id:)`,
 * the connections, a notice's order, the mutations' answers, the subscription); a third member
 * reads nothing and hears nothing; staff's mutation is refused to members over HTTP and the socket.
 */
describe('gift mall privacy in the graph', () => {
  let stack: Stack;
  const sockets: Client[] = [];

  async function listening(nickname: string): Promise<Listening> {
    const who = await momentMember(stack, nickname);
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = orderEventsOn(client, who);
    await connected;
    expect(await events.untilRead()).toEqual([]);
    return { ...who, client, events };
  }

  /** One operation over the member's socket (a query or mutation runs there too): its result. */
  async function overSocket(who: Listening, query: string, variables: Record<string, unknown>) {
    const answer = subscribe(who.client, query, { variables });
    const result = await answer.next();
    answer.dispose();
    return result;
  }

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('never gives the recipient a price, nor the buyer the address, by any path; a third member learns nothing', async () => {
    const buyer = await listening('Buyer');
    const friend = await listening('Friend');
    const other = await listening('Other');
    await befriend(stack, buyer.upstreamId, friend.upstreamId);
    await befriend(stack, other.upstreamId, friend.upstreamId);
    await creditCoins(stack.upstream, buyer.upstreamId, 1000, 'mall-graph-privacy');
    const perfume = await productNamed(buyer, 'Rose eau de parfum');

    const placed = await ask(buyer, ORDER_PLACE, { input: placeInput(friend.id, perfume.id) });
    expect(placed.order.goldCoins).toBe(perfume.goldCoins);
    const id = placed.order.id;
    const placedHeard = await friend.events.next();
    const given = await ask(friend, ORDER_ADDRESS, { input: { orderId: id, ...ADDRESS } });
    expect(given.order.address).toEqual(ADDRESS);
    const confirmedHeard = await friend.events.next();
    await buyer.events.next(); // placed
    const buyerHeard = await buyer.events.next();
    expect(buyerHeard.order.state).toBe('CONFIRMED');

    // The recipient: every path gives the order with its price fields null.
    const friendOrders = await ask(friend, ORDERS);
    const received = friendOrders.ordersReceived.edges.map((edge: { node: unknown }) => edge.node);
    const notices = await ask(friend, `{ viewer { notices(first: 5) { edges { node { order { ${ORDER} } } } } } }`);
    const friendSees = [
      given.order,
      placedHeard.order,
      confirmedHeard.order,
      await ask(friend, ORDER_NODE, { id }),
      (await overSocket(friend, ORDER_NODE, { id })).data?.node,
      ...received,
      notices.notices.edges[0].node.order,
    ];
    expect(friendSees).toHaveLength(7);
    for (const seen of friendSees) {
      expect(seen).toMatchObject({ id, role: 'RECIPIENT', goldCoins: null, unitGoldCoins: null });
      // Their own address, once given (the placed event came before it).
      expect(seen.address).toEqual(seen === placedHeard.order ? null : ADDRESS);
    }
    expect(friendOrders.ordersPlaced.totalCount).toBe(0);
    // What the recipient may follow from an order carries no price at all (no way to the priced Product).
    const ordered = schema.getType('OrderedProduct') as unknown as { getFields(): Record<string, unknown> };
    expect(Object.keys(ordered.getFields()).sort()).toEqual(['name', 'pictures']);

    // The buyer: every path gives the order without the address the friend entered.
    const buyerSees = [
      placed.order,
      buyerHeard.order,
      await ask(buyer, ORDER_NODE, { id }),
      (await overSocket(buyer, ORDER_NODE, { id })).data?.node,
      ...(await ask(buyer, ORDERS)).ordersPlaced.edges.map((edge: { node: unknown }) => edge.node),
    ];
    expect(buyerSees).toHaveLength(5);
    for (const seen of buyerSees) {
      expect(seen).toMatchObject({ id, role: 'BUYER', address: null });
      expect(JSON.stringify(seen)).not.toContain(ADDRESS.phone);
      expect(JSON.stringify(seen)).not.toContain('Rua das Flores');
    }

    // A third member: null by ID over HTTP and the socket, nothing in their lists, no event, no change.
    expect(await ask(other, ORDER_NODE, { id })).toBeNull();
    expect((await overSocket(other, ORDER_NODE, { id })).data?.node).toBeNull();
    const otherOrders = await ask(other, ORDERS);
    expect([otherOrders.ordersPlaced.totalCount, otherOrders.ordersReceived.totalCount]).toEqual([0, 0]);
    expect(await ask(other, ORDER_CANCEL, { id })).toMatchObject({ __typename: 'OrderNotFoundError' });
    expect(await ask(other, ORDER_DECLINE, { id })).toMatchObject({ __typename: 'OrderNotFoundError' });
    expect(await ask(other, ORDER_ADDRESS, { input: { orderId: id, ...ADDRESS } })).toMatchObject({
      __typename: 'OrderNotFoundError',
    });
    expect(await other.events.untilRead()).toEqual([]);
  });

  it('refuses staff’s fulfilment to members over HTTP and the socket, changing nothing', async () => {
    const buyer = await listening('Buyer2');
    const friend = await listening('Friend2');
    await befriend(stack, buyer.upstreamId, friend.upstreamId);
    await creditCoins(stack.upstream, buyer.upstreamId, 200, 'mall-graph-staff');
    const roses = await productNamed(buyer, 'Eleven red roses');
    const placed = await ask(buyer, ORDER_PLACE, {
      input: placeInput(friend.id, roses.id, { askRecipient: null, ...ADDRESS }),
    });
    const id = placed.order.id;
    expect(placed.order).toMatchObject({ state: 'CONFIRMED', address: ADDRESS });

    for (const who of [buyer, friend]) {
      expect(await ask(who, ORDER_FULFILMENT, { id, step: 'SHIPPED' })).toMatchObject({
        __typename: 'ForbiddenError',
      });
      const socketAnswer = await overSocket(who, ORDER_FULFILMENT, { id, step: 'SHIPPED' });
      expect(socketAnswer.data?.orderFulfilmentSet).toMatchObject({ __typename: 'ForbiddenError' });
    }
    expect((await ask(friend, ORDER_NODE, { id })).fulfilment).toBe('NOT_SHIPPED');
    // Both heard the order placed, and nothing after.
    expect((await buyer.events.untilRead()).map((event) => event.order.state)).toEqual(['CONFIRMED']);
    expect((await friend.events.untilRead()).map((event) => event.order.state)).toEqual(['CONFIRMED']);
  });
});
