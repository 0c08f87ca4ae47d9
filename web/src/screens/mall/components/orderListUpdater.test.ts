import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ORDERS_PLACED_CONNECTION, ORDERS_RECEIVED_CONNECTION, putOrderFirst } from './orderListUpdater';

/** A store holding the viewer's two order lists as the screens left them: records by hand, as Relay normalizes them. */
function storeWith(placed: string[], received: string[]) {
  const records: Record<string, Record<string, unknown>> = {
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'V' } },
    V: {
      __id: 'V',
      __typename: 'Viewer',
      [`__${ORDERS_PLACED_CONNECTION}_connection`]: { __ref: 'placed' },
      [`__${ORDERS_RECEIVED_CONNECTION}_connection`]: { __ref: 'received' },
    },
  };
  for (const [list, ids, role] of [
    ['placed', placed, 'BUYER'],
    ['received', received, 'RECIPIENT'],
  ] as const) {
    records[list] = {
      __id: list,
      __typename: 'Connection',
      totalCount: ids.length,
      edges: { __refs: ids.map((id) => `edge:${id}`) },
    };
    for (const id of ids) {
      records[id] = { __id: id, __typename: 'Order', role };
      records[`edge:${id}`] = { __id: `edge:${id}`, __typename: 'Edge', node: { __ref: id } };
    }
  }
  const source = new RecordSource(records as never);
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('offline'))),
    store: new Store(source),
  });
  const order = (connection: string) =>
    (source.get(connection)!.edges as { __refs: string[] }).__refs.map(
      (edge) => (source.get(edge)!.node as { __ref: string }).__ref,
    );
  const update = (change: Parameters<typeof commitLocalUpdate>[1]) => commitLocalUpdate(environment, change);
  return { source, order, update };
}

/** An order as an event brings it (Relay merged it before the updater runs). */
function orderRecord(store: { create(id: string, type: string): RecordProxy }, id: string, role: string) {
  const proxy = store.create(id, 'Order');
  proxy.setValue(role, 'role');
  return proxy;
}

describe('the order lists, live', () => {
  it('puts a new gift first in the recipient’s list and counts it, once', () => {
    const { source, order, update } = storeWith(['P1'], ['R1']);
    update((store) => putOrderFirst(store, store.get('V'), orderRecord(store, 'R2', 'RECIPIENT')));
    update((store) => putOrderFirst(store, store.get('V'), store.get('R2')));
    expect(order('received')).toEqual(['R2', 'R1']);
    expect(source.get('received')?.totalCount).toBe(2);
    expect(order('placed')).toEqual(['P1']);
  });

  it('puts a new purchase first in the buyer’s list; a listed order stays where it is', () => {
    const { source, order, update } = storeWith(['P2', 'P1'], []);
    update((store) => putOrderFirst(store, store.get('V'), store.get('P1')));
    expect(order('placed')).toEqual(['P2', 'P1']);
    update((store) => putOrderFirst(store, store.get('V'), orderRecord(store, 'P3', 'BUYER')));
    expect(order('placed')).toEqual(['P3', 'P2', 'P1']);
    expect(source.get('placed')?.totalCount).toBe(3);
    expect(order('received')).toEqual([]);
  });

  it('lists nothing for staff’s view of an order', () => {
    const { order, update } = storeWith(['P1'], ['R1']);
    update((store) => putOrderFirst(store, store.get('V'), orderRecord(store, 'S1', 'STAFF')));
    expect([order('placed'), order('received')]).toEqual([['P1'], ['R1']]);
  });
});
