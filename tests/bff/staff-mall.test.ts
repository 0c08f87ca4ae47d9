import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCoins } from '../support/ledger';
import { befriend, goodsBySlug } from '../support/mall';
import { ADDRESS, ORDER_ADDRESS, ORDER_FULFILMENT, ORDER_PLACE } from '../support/mall-graph';
import { staffMember } from '../support/moderation-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

const PRODUCTS = `{ viewer { staffProducts(first: 50) { totalCount
  edges { node { id name goldCoins stock onSale category { name } } } } } }`;
const ORDERS = `query($stage: StaffOrderStage) { viewer { staffOrders(first: 20, stage: $stage) { totalCount
  edges { node { id quantity state fulfilment unitGoldCoins product { name } buyer { nickname } recipient { nickname }
  address { consignee address } createdAt } } } } }`;
const FIGURES = '{ viewer { staffFigures { day newMembers messagesSent openReports coinsBought coinsSpent } } }';
const CHANGE_RESULT = `__typename ... on ProductChangePayload { product { id goldCoins stock onSale } }
  ... on ValidationError { field message } ... on Error { message }`;
const PRICE = `mutation($input: ProductPriceSetInput!) { productPriceSet(input: $input) { ${CHANGE_RESULT} } }`;
const STOCK = `mutation($input: ProductStockChangeInput!) { productStockChange(input: $input) { ${CHANGE_RESULT} } }`;
const SHELF = `mutation($input: ProductShelfSetInput!) { productShelfSet(input: $input) { ${CHANGE_RESULT} } }`;

/** Admins' catalogue, orders by stage and figures through the graph (docs/contract.md "Staff: …"). */
describe('staff mall through the graph', () => {
  let stack: Stack;
  let admin: MomentMember;
  let ana: MomentMember;
  let ben: MomentMember;

  beforeAll(async () => {
    stack = await startStack();
    admin = await staffMember(stack, 'Ada', 'admin');
    ana = await momentMember(stack, 'Ana');
    ben = await momentMember(stack, 'Ben', 'de');
    await befriend(stack, ana.upstreamId, ben.upstreamId);
    await creditCoins(stack.upstream, ana.upstreamId, 500, 'start');
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('lists every goods, changes price, stock and shelf, and words a refusal', async () => {
    const { staffProducts } = (await admin.session.request(PRODUCTS)).data.viewer;
    expect(staffProducts.totalCount).toBe(20);
    const roses = await goodsBySlug(stack, 'red-roses');
    const id = encodeGlobalID('Product', String(roses.id));
    expect(staffProducts.edges[0].node).toMatchObject({ id, goldCoins: roses.price, stock: roses.stock, onSale: true });

    const price = (await admin.session.request(PRICE, { input: { productId: id, goldCoins: 45 } })).data;
    expect(price.productPriceSet).toMatchObject({ __typename: 'ProductChangePayload', product: { goldCoins: 45 } });
    const stock = (await admin.session.request(STOCK, { input: { productId: id, change: -20 } })).data;
    expect(stock.productStockChange.product.stock).toBe(roses.stock - 20);
    const below = (await admin.session.request(STOCK, { input: { productId: id, change: -roses.stock } })).data;
    expect(below.productStockChange).toMatchObject({ __typename: 'StockBelowZeroError' });
    const bad = (await admin.session.request(PRICE, { input: { productId: id, goldCoins: 0 } })).data;
    expect(bad.productPriceSet).toMatchObject({ __typename: 'ValidationError', field: 'goldCoins' });
    const other = (
      await admin.session.request(PRICE, { input: { productId: encodeGlobalID('Order', '1'), goldCoins: 5 } })
    ).data;
    expect(other.productPriceSet).toMatchObject({ __typename: 'ValidationError', field: 'productId' });
    const missing = encodeGlobalID('Product', '99999');
    const none = (await admin.session.request(SHELF, { input: { productId: missing, onSale: false } })).data;
    expect(none.productShelfSet.__typename).toBe('ProductNotFoundError');
    const off = (await admin.session.request(SHELF, { input: { productId: id, onSale: false } })).data;
    expect(off.productShelfSet.product.onSale).toBe(false);
    await admin.session.request(SHELF, { input: { productId: id, onSale: true } });
    // The member's shop shows the new price.
    const node = (
      await ana.session.request(`query($id: ID!) { node(id: $id) { ... on Product { goldCoins } } }`, { id })
    ).data.node;
    expect(node.goldCoins).toBe(45);
  });

  it('lists orders by stage with goods, buyer, recipient and address, and ships them', async () => {
    const tea = await goodsBySlug(stack, 'jasmine-tea');
    const productId = encodeGlobalID('Product', String(tea.id));
    const placed = (
      await ana.session.request(ORDER_PLACE, {
        input: { userId: ben.id, productId, quantity: 2, askRecipient: true, idempotencyKey: 'staff-1' },
      })
    ).data.orderPlace.order;
    const stage = async (name: string) =>
      (await admin.session.request(ORDERS, { stage: name })).data.viewer.staffOrders.edges.map(
        (edge: { node: { id: string } }) => edge.node,
      );
    expect((await stage('AWAITING_ADDRESS')).map((order: { id: string }) => order.id)).toEqual([placed.id]);
    await ben.session.request(ORDER_ADDRESS, { input: { orderId: placed.id, ...ADDRESS } });
    expect(await stage('AWAITING_ADDRESS')).toEqual([]);
    const [toShip] = await stage('TO_SHIP');
    expect(toShip).toMatchObject({
      id: placed.id,
      quantity: 2,
      unitGoldCoins: tea.price,
      buyer: { nickname: 'Ana' },
      recipient: { nickname: 'Ben' },
      address: { consignee: ADDRESS.consignee, address: ADDRESS.address },
    });
    await admin.session.request(ORDER_FULFILMENT, { id: placed.id, step: 'SHIPPED' });
    expect((await stage('SHIPPED')).map((order: { id: string }) => order.id)).toEqual([placed.id]);
    await admin.session.request(ORDER_FULFILMENT, { id: placed.id, step: 'DELIVERED' });
    expect((await stage('DELIVERED')).map((order: { id: string }) => order.id)).toEqual([placed.id]);
    expect(await stage('CLOSED')).toEqual([]);
    expect((await admin.session.request(ORDERS, {})).data.viewer.staffOrders.totalCount).toBe(1);

    const days = (await admin.session.request(FIGURES)).data.viewer.staffFigures;
    expect(days).toHaveLength(14);
    expect(days[13]).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      coinsBought: 500,
      coinsSpent: 2 * tea.price,
    });
    expect(days[13].newMembers).toBeGreaterThanOrEqual(3);
    expect(days[13].messagesSent).toBeGreaterThanOrEqual(1);
  });
});
