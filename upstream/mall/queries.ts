import { and, eq, isNull } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { type MallTexts, users } from '../db/schema';
import { ApiError } from '../errors';

/** How long the recipient has to enter their address before the order expires and the coins go back. */
export const ORDER_ADDRESS_DAYS = 7;
export const ORDER_QUANTITY_MAX = 10;
export const ORDER_MESSAGE_MAX = 200;

export type OrderState = 'awaiting_address' | 'confirmed' | 'declined' | 'cancelled' | 'expired';
export type OrderPayment = 'held' | 'taken' | 'returned';
export type OrderFulfilment = 'not_shipped' | 'shipped' | 'delivered';
/** How the one asking is related to an order: it decides what of it they see. */
export type OrderRole = 'buyer' | 'recipient' | 'staff';

export const categoryNotFound = () => new ApiError(404, 'CATEGORY_NOT_FOUND', 'mall.categoryNotFound');
export const goodsNotFound = () => new ApiError(404, 'GOODS_NOT_FOUND', 'mall.goodsNotFound');
export const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'mall.orderNotFound');
export const notAFriend = () => new ApiError(400, 'NOT_A_FRIEND', 'mall.notAFriend', 'userId');
export const outOfStock = () => new ApiError(409, 'OUT_OF_STOCK', 'mall.outOfStock');
export const orderClosed = () => new ApiError(409, 'ORDER_CLOSED', 'mall.orderClosed');
export const fulfilmentOutOfOrder = () => new ApiError(409, 'FULFILMENT_OUT_OF_ORDER', 'mall.fulfilmentOrder');
/** A text in the reader's language, else English. */
export const textIn = (texts: MallTexts, language: UiLanguage) => texts[language] ?? texts.en ?? '';

/** A picture's public path (served by routes.ts from `pictures/`). */
export const pictureUrl = (name: string) => `/user-service/umall-goods/picture/${name}.svg`;
