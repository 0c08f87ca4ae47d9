import { request } from 'undici';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { NOTICE_PUSH_POLL_MS, PUSH_TIMEOUT_MS, PUSH_TTL_SECONDS } from '../constants';
import type { Database } from '../db/open';
import {
  noticeActors,
  noticeGroups,
  noticeMarkers,
  noticeSettings,
  pushKeys,
  pushSubscriptions,
  users,
} from '../db/schema';
import { RepeatingPass } from '../jobs/repeating-pass';
import { visibleTo } from '../social/service';

/** VAPID: the key pair browsers subscribe with, and whom push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A browser's subscription as it gave it (`PushSubscription.toJSON()`). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push says: never a message, comment or moment's text. */
export interface PushPayload {
  kind: string;
  count: number;
  /** The latest actor's nickname. */
  actor: string;
  /** The web path to open. */
  url: string;
}

/** Sends one push; answers the push service's HTTP status. Behind an interface so the protocol is one file. */
export interface PushSender {
  send(subscription: PushSubscriptionInput, payload: string, vapid: VapidKeys, signal: AbortSignal): Promise<number>;
}

/** The Web Push protocol (RFC 8030, aes128gcm of RFC 8291, VAPID of RFC 8292) through `web-push`, over undici. */
export const webPushSender: PushSender = {
  async send(subscription, payload, vapid, signal) {
    const details = webPush.generateRequestDetails(subscription, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    const response = await request(details.endpoint, {
      method: details.method as 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    });
    await response.body.dump();
    return response.statusCode;
  },
};

/** Where a push opens: the notices page (it shows the group on top, with its link). */
const urlOf = () => '/notify';

/**
 * Web push (docs/decisions.md "Notices and announcements"): the VAPID keys (the environment's,
 * else made on the first start and kept in `push_keys`), subscriptions (one row an endpoint),
 * and the pass: a group created or joined is due 2 s later (`push_due_at`); the pass claims
 * due groups in one update (SKIP LOCKED: two processes never take the same) and pushes to the
 * member's browsers only if the group is still unread and the kind's push is on. An endpoint
 * answered 404 or 410 is gone and deleted; other failures are logged, never retried.
 */
export class NoticePush {
  private vapid: VapidKeys | undefined;

  constructor(
    private readonly db: Database,
    private readonly configured: { publicKey?: string; privateKey?: string; subject: string },
    private readonly sender: PushSender,
    private readonly warn: (message: string) => void,
    /** In production only https endpoints are taken (the upstream posts to them). */
    readonly production: boolean,
  ) {}

  /** The keys: the environment's, else the stored ones, made now if none (the first start; two at once keep one). */
  async keys(): Promise<VapidKeys> {
    if (this.vapid) return this.vapid;
    const { publicKey, privateKey, subject } = this.configured;
    if (publicKey && privateKey) {
      this.vapid = { publicKey, privateKey, subject };
      return this.vapid;
    }
    await this.db
      .insert(pushKeys)
      .values({ id: 1, ...webPush.generateVAPIDKeys() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(pushKeys).where(eq(pushKeys.id, 1));
    this.vapid = { publicKey: row.publicKey, privateKey: row.privateKey, subject };
    return this.vapid;
  }

  /** GET /push/key. */
  async publicKey() {
    return { publicKey: (await this.keys()).publicKey };
  }

  /** POST /push/subscribe: the endpoint is this member's now (a browser another member used is theirs no more). */
  async subscribe(memberId: number, subscription: PushSubscriptionInput, language: string) {
    const values = {
      memberId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language,
    };
    await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { memberId, p256dh: values.p256dh, auth: values.auth, language },
      });
    return null;
  }

  /** POST /push/unsubscribe: the member's own endpoint only. */
  async unsubscribe(memberId: number, endpoint: string) {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
    return null;
  }

  /** Claims the groups whose push is due (their `push_due_at` cleared in the same statement). */
  private async claimDue() {
    const due = this.db
      .select({ id: noticeGroups.id })
      .from(noticeGroups)
      .where(lte(noticeGroups.pushDueAt, sql`now()`))
      .orderBy(noticeGroups.pushDueAt)
      .limit(50)
      .for('update', { skipLocked: true });
    return this.db
      .update(noticeGroups)
      .set({ pushDueAt: null })
      .where(inArray(noticeGroups.id, due))
      .returning({
        id: noticeGroups.id,
        memberId: noticeGroups.memberId,
        kind: noticeGroups.kind,
        count: noticeGroups.count,
        // Still unread now (read within the 2 s: nothing is sent), and the kind's push on. Written out:
        // drizzle leaves an update's own columns unqualified, which the subqueries would read as theirs.
        wanted: sql<boolean>`("notice_groups"."seq" > coalesce((select "m"."read_seq" from ${noticeMarkers} "m" where "m"."member_id" = "notice_groups"."member_id"), 0)
          and coalesce((select "s"."push" from ${noticeSettings} "s" where "s"."member_id" = "notice_groups"."member_id" and "s"."kind" = "notice_groups"."kind"), true))`,
      });
  }

  /** The pass's work: pushes for the groups due; answers how many pushes were sent. */
  async pushDue(signal: AbortSignal = new AbortController().signal) {
    let sent = 0;
    for (const group of (await this.claimDue()).filter((claimed) => claimed.wanted)) {
      const subscriptions = await this.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, group.memberId));
      if (subscriptions.length === 0) continue;
      const [latest] = await this.db
        .select({ nickname: users.nickname })
        .from(noticeActors)
        .innerJoin(users, eq(users.id, noticeActors.actorId))
        .where(and(eq(noticeActors.groupId, group.id), visibleTo(group.memberId)))
        .orderBy(desc(noticeActors.at), desc(noticeActors.actorId))
        .limit(1);
      if (!latest) continue;
      const payload: PushPayload = { kind: group.kind, count: group.count, actor: latest.nickname, url: urlOf() };
      const vapid = await this.keys();
      for (const subscription of subscriptions) {
        const target = {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        };
        try {
          const status = await this.sender.send(target, JSON.stringify(payload), vapid, signal);
          if (status === 404 || status === 410)
            await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          else if (status >= 200 && status < 300) sent++;
          else this.warn(`push to subscription ${subscription.id} answered ${status}`);
        } catch (error) {
          this.warn(`push to subscription ${subscription.id} failed: ${(error as Error).message}`);
        }
      }
    }
    return sent;
  }
}

/** Every 500 ms: the pushes that are due. */
export class NoticePushPass extends RepeatingPass {
  constructor(
    private readonly push: NoticePush,
    log: (message: string) => void,
  ) {
    super(NOTICE_PUSH_POLL_MS, log);
  }

  protected async pass() {
    await this.push.pushDue(this.signal);
  }
}
