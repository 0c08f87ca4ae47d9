import type { BffPubSub } from './pubsub';

/** What a domain does with one type of upstream event (docs/contract.md "Webhooks"). */
export interface UpstreamEventHandler<T> {
  /** The event's data checked and typed, or null when malformed (answered 400). */
  decode(data: Record<string, unknown>): T | null;
  /** Publishes it to the domain's topics. */
  publish(pubsub: BffPubSub, payload: T, occurredAt: string): void;
}

const handlers = new Map<string, UpstreamEventHandler<unknown>>();

/**
 * Each domain registers the upstream events it handles, in its own module; the webhook
 * receiver only looks them up, so a new event type edits no central switch.
 */
export function onUpstreamEvent<T>(type: string, handler: UpstreamEventHandler<T>) {
  if (handlers.has(type)) throw new Error(`upstream event ${type} is handled twice`);
  handlers.set(type, handler as UpstreamEventHandler<unknown>);
}

export function upstreamEventHandler(type: string): UpstreamEventHandler<unknown> | undefined {
  return handlers.get(type);
}

/** Shared checks for decoders. */
export const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
