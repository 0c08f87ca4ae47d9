import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

export type OrderRoleValue = 'buyer' | 'recipient' | 'staff';
export type OrderStateValue = 'awaiting_address' | 'confirmed' | 'declined' | 'cancelled' | 'expired';
export type OrderPaymentValue = 'held' | 'taken' | 'returned';
export type OrderFulfilmentValue = 'not_shipped' | 'shipped' | 'delivered';
/** Staff's stages of an order (upstream/mall/staff-orders.ts). */
export type OrderStageValue = 'awaiting_address' | 'to_ship' | 'shipped' | 'delivered' | 'closed';

export interface ProductCategoryInfo {
  id: number;
  /** In the caller's language, else English. */
  name: string;
}

/** Goods as the shop shows them (docs/contract.md "Gift mall"): with the price of one and the stock left. */
export interface ProductInfo {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  /** Upstream's paths (`/user-service/umall-goods/picture/<name>.svg`). */
  pictures: string[];
  goldCoin: number;
  stock: number;
  onSale: boolean;
}

export interface OrderAddressInfo {
  name: string;
  phone: string;
  address: string;
}

/** An order, always as its caller sees it: upstream leaves out what that role may not read. */
export interface OrderInfo {
  id: number;
  role: OrderRoleValue;
  /** Never priced, for anyone. */
  goods: { id: number; name: string; pictures: string[] } | null;
  quantity: number;
  message: string;
  state: OrderStateValue;
  payment: OrderPaymentValue;
  fulfilment: OrderFulfilmentValue;
  addressBy: 'buyer' | 'recipient';
  /** Absent for the recipient. */
  unitPrice?: number;
  goldCoin?: number;
  /** Null for the buyer when the recipient enters it, and until given. */
  consignee: OrderAddressInfo | null;
  buyerId: number;
  recipientId: number;
  buyer: UserInfo | null;
  recipient: UserInfo | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
  history: Array<{ what: string; by: string; at: string }>;
}

export interface OrderAddressInput {
  consignee: string;
  phone: string;
  address: string;
}

/** A buy for a friend: the buyer's address, or `askRecipient`. */
export interface OrderPlaceRequest {
  userId: number;
  goodsId: number;
  quantity: number;
  message?: string;
  consignee?: string;
  phone?: string;
  address?: string;
  askRecipient?: true;
  idempotencyKey: string;
}

/** /user-service's gift mall (`/umall-*`, staff's `/staff/orders*`; docs/contract.md "Gift mall"), for one caller. */
export class MallEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** The shop's categories, in its order. */
  categories() {
    return this.transport.get<ProductCategoryInfo[]>(this.caller, '/umall-classify/list');
  }
  /** One category's goods on sale. */
  products(categoryId: number, at: OffsetPage) {
    return this.transport.get<UpstreamPage<ProductInfo>>(this.caller, '/umall-classify/goodlist', {
      categoryId,
      ...at,
    });
  }
  /** Goods by id, in the order asked, null for an unknown id. */
  productBatch(ids: readonly number[]) {
    return this.transport.get<Array<ProductInfo | null>>(this.caller, '/umall-goods/batch', { ids: ids.join(',') });
  }
  /** Answers the buyer's order (a retry with the same key answers it again). */
  buy(request: OrderPlaceRequest) {
    return this.transport.post<OrderInfo>(this.caller, '/umall-goods/buy', request);
  }
  /** The recipient's address: the order confirmed, the coins taken. */
  provideAddress(id: number, address: OrderAddressInput) {
    return this.transport.post<OrderInfo>(this.caller, '/umall-order/address', { id, ...address });
  }
  decline(id: number) {
    return this.transport.post<OrderInfo>(this.caller, '/umall-order/decline', { id });
  }
  cancel(id: number) {
    return this.transport.post<OrderInfo>(this.caller, '/umall-order/cancel', { id });
  }
  placed(at: OffsetPage) {
    return this.transport.get<UpstreamPage<OrderInfo>>(this.caller, '/umall-order/mebuy', { ...at });
  }
  received(at: OffsetPage) {
    return this.transport.get<UpstreamPage<OrderInfo>>(this.caller, '/umall-order/receiver', { ...at });
  }
  /** Each order as the caller may see it, null otherwise, in the order asked. */
  orders(ids: readonly number[]) {
    return this.transport.get<Array<OrderInfo | null>>(this.caller, '/umall-order/batch', { ids: ids.join(',') });
  }
  /** Admin only: every order of a stage (or all), newest first. */
  staffOrders(stage: OrderStageValue | null, at: OffsetPage) {
    return this.transport.get<UpstreamPage<OrderInfo>>(this.caller, '/staff/orders', {
      ...(stage ? { stage } : {}),
      ...at,
    });
  }
  /** Admin only: every goods of every shelf, on sale or not. */
  staffProducts(at: OffsetPage) {
    return this.transport.get<UpstreamPage<ProductInfo>>(this.caller, '/staff/goods', { ...at });
  }
  /** Admin only: the price of one for orders from now on. */
  setPrice(id: number, goldCoin: number) {
    return this.transport.post<ProductInfo>(this.caller, '/staff/goods/price', { id, goldCoin });
  }
  /** Admin only: the stock moved by `change` (never below zero). */
  changeStock(id: number, change: number) {
    return this.transport.post<ProductInfo>(this.caller, '/staff/goods/stock', { id, change });
  }
  /** Admin only: off the shelf or back on. */
  setOnSale(id: number, onSale: boolean) {
    return this.transport.post<ProductInfo>(this.caller, '/staff/goods/shelf', { id, onSale });
  }
  /** Admin only: the order's fulfilment moved one step. */
  setFulfilment(id: number, fulfilment: 'shipped' | 'delivered') {
    return this.transport.post<OrderInfo>(this.caller, '/staff/orders/fulfilment', { id, fulfilment });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    mall: MallEndpoints;
  }
}

registerUpstreamArea('mall', MallEndpoints);
