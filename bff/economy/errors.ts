import { messageSendRefusals } from '../chat/errors';
import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons, ValidationError } from '../core/errors';

/** Economy: the price is more than the member's gold coins; nothing was spent. */
export class InsufficientCoinsError extends Error {
  name = 'InsufficientCoinsError';
}

/** Economy: the red packet is not the viewer's to open, or went back to its sender. */
export class RedPacketUnavailableError extends Error {
  name = 'RedPacketUnavailableError';
}

/** Economy: no such payment among the viewer's. */
export class PaymentNotFoundError extends Error {
  name = 'PaymentNotFoundError';
}

onUpstreamReasons({
  INSUFFICIENT_COINS: (msg) => new InsufficientCoinsError(msg),
  IDEMPOTENCY_KEY_REUSED: (msg) => new ValidationError('idempotencyKey', msg),
  RED_PACKET_UNAVAILABLE: (msg) => new RedPacketUnavailableError(msg),
  PAYMENT_NOT_FOUND: (msg) => new PaymentNotFoundError(msg),
});

simpleErrorTypes([
  [
    InsufficientCoinsError,
    'InsufficientCoinsError',
    'The price is more than the viewer’s gold coins: nothing was spent. Offer a top-up.',
  ],
  [
    RedPacketUnavailableError,
    'RedPacketUnavailableError',
    'The red packet is not the viewer’s to open, or went back to its sender.',
  ],
  [PaymentNotFoundError, 'PaymentNotFoundError', 'No such payment among the viewer’s.'],
]);

// A member who pays for messages pays a coin for the first message with a new contact.
messageSendRefusals.push(InsufficientCoinsError);
