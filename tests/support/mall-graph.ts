import type { Client } from 'graphql-ws';
import { subscribe } from './graphql-session';
import type { MomentMember } from './moment-members';
import { markNoticesRead } from './notice-graph';

/** The gift mall through the graph (issue 24): the operations the tests share. */

export const ORDER = `id role product { name pictures } quantity message state payment fulfilment addressBy
  goldCoins unitGoldCoins address { consignee phone address } buyer { id nickname } recipient { id nickname }
  history { what by at } createdAt updatedAt expiresAt`;
export const CATALOGUE = `{ productCategories { id name } }`;
export const PRODUCTS = `query($categoryId: ID!) { products(categoryId: $categoryId, first: 20) { totalCount
  edges { node { id name description pictures goldCoins stock inStock category { id } } } } }`;
export const ORDER_NODE = `query($id: ID!) { node(id: $id) { __typename ... on Order { ${ORDER} } } }`;
export const ORDERS = `{ viewer { goldCoins
  ordersPlaced(first: 20) { totalCount edges { node { ${ORDER} } } }
  ordersReceived(first: 20) { totalCount edges { node { ${ORDER} } } } } }`;
const result = (payload: string) => `__typename ... on ${payload} { order { ${ORDER} } viewer { goldCoins } }
  ... on ValidationError { field message } ... on Error { message }`;
export const ORDER_PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { ${result('OrderPlacePayload')} } }`;
export const ORDER_ADDRESS = `mutation($input: OrderAddressProvideInput!) { orderAddressProvide(input: $input) {
  ${result('OrderAddressProvidePayload')} } }`;
export const ORDER_DECLINE = `mutation($id: ID!) { orderDecline(input: { orderId: $id }) {
  ${result('OrderDeclinePayload')} } }`;
export const ORDER_CANCEL = `mutation($id: ID!) { orderCancel(input: { orderId: $id }) {
  ${result('OrderCancelPayload')} } }`;
export const ORDER_FULFILMENT = `mutation($id: ID!, $step: OrderFulfilmentStep!) {
  orderFulfilmentSet(input: { orderId: $id, fulfilment: $step }) { ${result('OrderFulfilmentSetPayload')} } }`;
const ORDER_EVENTS = `subscription { viewerEvents { __typename
  ... on OrderChangedEvent { order { ${ORDER} } viewer { goldCoins } } } }`;

export const ADDRESS = { consignee: 'Inês Duarte', phone: '+351 912 345 678', address: 'Rua das Flores 77, Lisboa' };

// biome-ignore lint/suspicious/noExplicitAny: an event is whichever kind came
export type OrderEvent = { __typename: 'OrderChangedEvent'; order: any; viewer: { goldCoins: number } };

/**
 * The viewer's events on a socket: `next()` the next OrderChangedEvent (others passed over);
 * `quietUntilRead()` proves none came: a read of the member's own is heard, with no order event before it.
 */
export function orderEventsOn(client: Client, who: MomentMember) {
  const events = subscribe(client, ORDER_EVENTS);
  const nextAny = async () => {
    const event = await events.next();
    if (event.errors) throw new Error(JSON.stringify(event.errors));
    return event.data.viewerEvents as { __typename: string };
  };
  return {
    dispose: events.dispose,
    async next(): Promise<OrderEvent> {
      for (;;) {
        const event = await nextAny();
        if (event.__typename === 'OrderChangedEvent') return event as OrderEvent;
      }
    },
    /** The order events heard before the member's own read came back (none, for a stranger). */
    async untilRead(): Promise<OrderEvent[]> {
      await markNoticesRead(who);
      const heard: OrderEvent[] = [];
      for (;;) {
        const event = await nextAny();
        if (event.__typename === 'NoticesReadEvent') return heard;
        if (event.__typename === 'OrderChangedEvent') heard.push(event as OrderEvent);
      }
    },
  };
}

/** Runs a mutation or query through the graph, failing on a GraphQL error. */
export async function ask(who: MomentMember, query: string, variables: Record<string, unknown> = {}) {
  const answer = await who.session.request(query, variables);
  if (answer.errors || !answer.data) throw new Error(`${query}: ${JSON.stringify(answer)}`);
  // biome-ignore lint/suspicious/noExplicitAny: the operation's own shape
  return Object.values(answer.data)[0] as any;
}

/** A catalogue product by its English name (the member's language must be English). */
export async function productNamed(who: MomentMember, name: string) {
  for (const category of await ask(who, CATALOGUE)) {
    const products = await ask(who, PRODUCTS, { categoryId: category.id });
    // biome-ignore lint/suspicious/noExplicitAny: a product node
    const found = products.edges.find((edge: any) => edge.node.name === name);
    if (found) return found.node;
  }
  throw new Error(`no product ${name}`);
}

let keys = 0;
/** orderPlace's input for a friend, asking them for the address unless `address` is given. */
export function placeInput(friendId: string, productId: string, extra: Record<string, unknown> = {}) {
  return { userId: friendId, productId, idempotencyKey: `graph-order-${++keys}`, askRecipient: true, ...extra };
}
