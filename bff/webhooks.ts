import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Redis from 'ioredis';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_REPLAY_WINDOW_S } from './constants';
import { upstreamEventHandler } from './core/events';
import type { BffPubSub } from './core/pubsub';

/** One upstream event as posted (docs/contract.md "Webhooks"). */
export interface WebhookEvent<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

/** Remembers event ids so a redelivered webhook is acknowledged but not published twice. */
export interface ReplayGuard {
  /** True the first time an id is seen. */
  firstSighting(eventId: string): Promise<boolean>;
}

export function memoryReplayGuard(): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async firstSighting(eventId) {
      const now = Date.now();
      if (seen.size > 10_000) for (const [id, expiry] of seen) if (expiry < now) seen.delete(id);
      if ((seen.get(eventId) ?? 0) > now) return false;
      seen.set(eventId, now + WEBHOOK_REPLAY_WINDOW_S * 1000);
      return true;
    },
  };
}

/** Shared by every BFF instance, so a replay sent to another instance is dropped too. */
export function redisReplayGuard(redis: Redis): ReplayGuard {
  return {
    async firstSighting(eventId) {
      return (await redis.set(`across:webhook:${eventId}`, '1', 'EX', WEBHOOK_REPLAY_WINDOW_S, 'NX')) === 'OK';
    },
  };
}

export function signatureFor(body: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(body: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureFor(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
}

function isEvent(value: unknown): value is WebhookEvent {
  const event = value as WebhookEvent;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 100 &&
    typeof event.type === 'string' &&
    typeof event.occurredAt === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null
  );
}

/** The receiver of upstream's signed webhooks (docs/contract.md). */
export function createWebhookHandler(deps: { secret: string; pubsub: BffPubSub; replayGuard: ReplayGuard }) {
  /** Decodes, drops a replay, publishes. An event type no domain handles yet is acknowledged and ignored. */
  async function receive(event: WebhookEvent): Promise<'published' | 'replay' | 'malformed'> {
    const handler = upstreamEventHandler(event.type);
    const payload = handler ? handler.decode(event.data as Record<string, unknown>) : undefined;
    if (payload === null) return 'malformed';
    if (!(await deps.replayGuard.firstSighting(event.id))) return 'replay';
    if (handler) handler.publish(deps.pubsub, payload, event.occurredAt);
    return 'published';
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return answer(res, 405, 'POST only');
    const body = await readBody(req, WEBHOOK_BODY_LIMIT);
    if (!body) return answer(res, 413, 'body too large');
    if (!signatureMatches(body, req.headers['x-across-signature'] as string | undefined, deps.secret)) {
      return answer(res, 401, 'bad signature');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(res, 400, 'body is not JSON');
    }
    if (!Array.isArray(parsed)) {
      if (!isEvent(parsed)) return answer(res, 400, 'not an event');
      const outcome = await receive(parsed);
      return outcome === 'malformed'
        ? answer(res, 400, `malformed ${parsed.type} data`)
        : answer(res, 200, outcome === 'replay' ? 'already received' : 'ok');
    }
    // A batch, in order. Retrying cannot mend a malformed event: it is dropped (and said), not the batch refused.
    if (parsed.length === 0 || !parsed.every(isEvent)) return answer(res, 400, 'not a list of events');
    const dropped: string[] = [];
    for (const event of parsed) if ((await receive(event)) === 'malformed') dropped.push(event.id);
    if (dropped.length > 0) console.warn(`webhook: dropped malformed events ${dropped.join(', ')}`);
    return answer(res, 200, dropped.length > 0 ? `ok, dropped malformed ${dropped.join(', ')}` : 'ok');
  };
}
