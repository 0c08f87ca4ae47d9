import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { request } from 'undici';
import {
  WEBHOOK_BACKOFF_MAX_MS,
  WEBHOOK_BATCH,
  WEBHOOK_BATCH_BYTES,
  WEBHOOK_LEASE_MS,
  WEBHOOK_POLL_MS,
  WEBHOOK_TIMEOUT_MS,
} from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { webhookOutbox } from '../db/schema';
import { RepeatingPass } from '../jobs/repeating-pass';

/**
 * Every event type with its payload. Empty here: each domain declares its events in its
 * `events.ts` by module augmentation, so adding one edits no file here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface EventPayloads {}

export type EventType = keyof EventPayloads & string;

/** Writes an event in the caller's transaction, so it exists exactly when the change does. */
export async function enqueueEvent<K extends EventType>(tx: Database, type: K, data: EventPayloads[K]) {
  await insertEvent(tx, { id: randomUUID(), type, payload: data });
}

/**
 * Several events of one type in one statement, in the order given (a batch of notices: one
 * `notice.changed` a member).
 */
export async function enqueueEvents<K extends EventType>(tx: Database, type: K, data: Array<EventPayloads[K]>) {
  if (data.length <= 1) {
    for (const one of data) await enqueueEvent(tx, type, one);
    return;
  }
  const ids = sql.param(data.map(() => randomUUID()));
  const payloads = sql.param(data.map((one) => JSON.stringify(one)));
  await tx.execute(
    sql`insert into ${webhookOutbox} ("id", "type", "payload") select "e"."id", ${type}, "e"."payload"
      from unnest(${ids}::uuid[], ${payloads}::jsonb[])
      with ordinality as "e" ("id", "payload", "at") order by "e"."at"`,
  );
}

/** Prepared once (`prepared`): every change members see writes one. A payload is never null. */
const insertEvent = prepared('webhooks.insertEvent', (db) =>
  db.insert(webhookOutbox).values({
    id: sql.placeholder('id'),
    type: sql.placeholder('type'),
    payload: sql.placeholder('payload'),
  }),
);

/**
 * A condition that holds, and makes the statement's transaction commit without waiting for its WAL to reach the disk:
 * for the outbox's own bookkeeping (a lease, a delivery), which a crash may lose at no cost (the event is sent again,
 * and the BFF drops a replay), while every send waits for its own commit. One flush a send instead of three.
 */
const asynchronousCommit = sql`(select set_config('synchronous_commit', 'off', true)) = 'off'`;

/** The due rows for one pass (`claimDue`), leased until `leaseEnds` (an ISO time). */
const claimDue = prepared('webhooks.claimDue', (db) => {
  const due = db
    .select({ id: webhookOutbox.id })
    .from(webhookOutbox)
    .where(and(isNull(webhookOutbox.deliveredAt), lte(webhookOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(webhookOutbox.seq))
    .limit(WEBHOOK_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(webhookOutbox)
    .set({ nextAttemptAt: sql`${sql.placeholder('leaseEnds')}::timestamptz` })
    .where(and(inArray(webhookOutbox.id, due), asynchronousCommit))
    .returning();
});

/** Rows the BFF acknowledged. */
const markDelivered = prepared('webhooks.markDelivered', (db) =>
  db
    .update(webhookOutbox)
    .set({
      deliveredAt: sql`${sql.placeholder('now')}::timestamptz`,
      attempts: sql`${webhookOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(and(sql`${webhookOutbox.id} = any(${sql.placeholder('ids')}::uuid[])`, asynchronousCommit)),
);

export const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The wait after the `attempts`-th failed delivery: 1 s, 2 s, 4 s ... at most 60 s. */
export const backoffMs = (attempts: number) => Math.min(WEBHOOK_BACKOFF_MAX_MS, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers outbox rows to the BFF until each is acknowledged with a 2xx, retrying with
 * exponential backoff. Undelivered rows survive a restart and go out after it.
 */
export class WebhookDeliverer extends RepeatingPass {
  constructor(
    private readonly db: Database,
    private readonly url: string,
    private readonly secret: string,
    log: (message: string) => void = () => {},
  ) {
    super(WEBHOOK_POLL_MS, log);
  }

  /**
   * Takes the due rows for one pass: `FOR UPDATE SKIP LOCKED` plus a lease (next_attempt_at
   * pushed past the request timeout) so several upstream instances never send a row at once.
   */
  private async claimDue() {
    const claimed = await claimDue(this.db, { leaseEnds: new Date(Date.now() + WEBHOOK_LEASE_MS).toISOString() });
    return claimed.sort((a, b) => a.seq - b.seq);
  }

  protected async pass() {
    const claimed = await this.claimDue();
    // In order, several events to a request: one POST and one UPDATE per batch, not per event.
    let index = 0;
    while (index < claimed.length) {
      if (this.stopped) {
        // Hand back what this pass did not reach, so a restart sends it at once.
        const rest = claimed.slice(index).map((left) => left.id);
        await this.db.update(webhookOutbox).set({ nextAttemptAt: new Date() }).where(inArray(webhookOutbox.id, rest));
        return;
      }
      const batch: typeof claimed = [];
      const bodies: string[] = [];
      let bytes = 2;
      while (index < claimed.length) {
        const row = claimed[index];
        const body = JSON.stringify({
          id: row.id,
          type: row.type,
          occurredAt: row.createdAt.toISOString(),
          data: row.payload,
        });
        if (batch.length > 0 && bytes + body.length + 1 > WEBHOOK_BATCH_BYTES) break;
        batch.push(row);
        bodies.push(body);
        bytes += body.length + 1;
        index++;
      }
      await this.deliver(batch, batch.length === 1 ? bodies[0] : `[${bodies.join(',')}]`);
    }
  }

  /** One POST: a single event as an object, several as an array (docs/contract.md "Webhooks"). */
  private async deliver(batch: Array<typeof webhookOutbox.$inferSelect>, body: string) {
    let error: string | undefined;
    try {
      // undici's own request, not fetch: a third of the client's CPU (no WHATWG streams), and every send has a delivery.
      const response = await request(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-across-event-id': batch[0].id,
          'x-across-signature': sign(body, this.secret),
        },
        body,
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.body.dump();
      if (response.statusCode >= 300) error = `HTTP ${response.statusCode}`;
    } catch (cause) {
      error = (cause as Error).message || String(cause);
    }
    const ids = batch.map((row) => row.id);
    if (!error) {
      await markDelivered(this.db, { now: new Date().toISOString(), ids });
      return;
    }
    for (const row of batch) {
      const attempts = row.attempts + 1;
      await this.db
        .update(webhookOutbox)
        .set({ attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
        .where(eq(webhookOutbox.id, row.id));
    }
    if (!this.stopped)
      this.log(
        `webhook ${batch.map((row) => `${row.type} ${row.id}`).join(', ')} not delivered (attempt ${batch[0].attempts + 1}): ${error}`,
      );
  }
}
