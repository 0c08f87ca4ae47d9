import { simpleErrorTypes } from '../core/error-types';
import { BadInputError, onUpstreamReasons } from '../core/errors';

/** Gift mall: the recipient is not among the buyer's friends (or is the buyer, or gone); nothing was bought. */
export class NotAFriendError extends Error {
  name = 'NotAFriendError';
}

/** Gift mall: fewer left than the quantity asked; nothing was bought. */
export class OutOfStockError extends Error {
  name = 'OutOfStockError';
}

/** Gift mall: no such product on sale. */
export class ProductNotFoundError extends Error {
  name = 'ProductNotFoundError';
}

/** Gift mall: no such order among the viewer's in that role (another member's says the same as an unknown one). */
export class OrderNotFoundError extends Error {
  name = 'OrderNotFoundError';
}

/** Gift mall: the order no longer awaits an address (confirmed, declined, cancelled or expired). */
export class OrderClosedError extends Error {
  name = 'OrderClosedError';
}

/** Gift mall, staff: shipped comes after confirmed, delivered after shipped. */
export class FulfilmentOutOfOrderError extends Error {
  name = 'FulfilmentOutOfOrderError';
}

/** Gift mall, staff: the stock change would take it below zero. */
export class StockBelowZeroError extends Error {
  name = 'StockBelowZeroError';
}

onUpstreamReasons({
  NOT_A_FRIEND: (msg) => new NotAFriendError(msg),
  OUT_OF_STOCK: (msg) => new OutOfStockError(msg),
  GOODS_NOT_FOUND: (msg) => new ProductNotFoundError(msg),
  ORDER_NOT_FOUND: (msg) => new OrderNotFoundError(msg),
  ORDER_CLOSED: (msg) => new OrderClosedError(msg),
  FULFILMENT_OUT_OF_ORDER: (msg) => new FulfilmentOutOfOrderError(msg),
  STOCK_BELOW_ZERO: (msg) => new StockBelowZeroError(msg),
  // Only `products(categoryId:)` meets it, a read: a GraphQL error the client shows, not a typed result.
  CATEGORY_NOT_FOUND: (msg) => new BadInputError(msg),
});

simpleErrorTypes([
  [NotAFriendError, 'NotAFriendError', 'A gift goes to one of the viewer’s friends only: nothing was bought.'],
  [OutOfStockError, 'OutOfStockError', 'Fewer are left than the quantity asked: nothing was bought.'],
  [ProductNotFoundError, 'ProductNotFoundError', 'No such product on sale: nothing was bought.'],
  [
    OrderNotFoundError,
    'OrderNotFoundError',
    'No such order among the viewer’s (as its buyer to cancel, as its recipient to answer): nothing changed.',
  ],
  [
    OrderClosedError,
    'OrderClosedError',
    'The order no longer awaits an address (confirmed, declined, cancelled or expired): nothing changed.',
  ],
  [
    FulfilmentOutOfOrderError,
    'FulfilmentOutOfOrderError',
    'Shipped comes after confirmed, delivered after shipped: nothing changed.',
  ],
  [StockBelowZeroError, 'StockBelowZeroError', 'The stock cannot go below zero: nothing changed.'],
]);
