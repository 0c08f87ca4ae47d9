import type { StaffOrderStage } from '../../../__generated__/StaffOrdersScreenQuery.graphql';

/** The fulfilment screen's tabs, in the order an order goes through them. */
export const STAGES = [
  'AWAITING_ADDRESS',
  'TO_SHIP',
  'SHIPPED',
  'DELIVERED',
  'CLOSED',
] as const satisfies readonly StaffOrderStage[];

/** The tab and page from the address's search (`?stage=SHIPPED&after=…`); the orders to ship when none. */
export function ordersVariables(search: URLSearchParams) {
  const stage = STAGES.find((candidate) => candidate === search.get('stage')) ?? 'TO_SHIP';
  return { stage, after: search.get('after') || null };
}

/** Whether the viewer is an admin (the BFF decides; this only picks what the screen shows). */
export const isAdmin = (staffRole: string | null | undefined) => staffRole === 'admin';
