import { gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAINTENANCE_CACHE_MS, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { maintenanceWindow } from '../db/schema';
import type { Session } from '../account/service';
import { ApiError } from '../errors';
import { ADMINS, requireStaff, staffRole } from '../staff/access';
import { enqueueEvent } from '../webhooks/outbox';

type WindowRow = typeof maintenanceWindow.$inferSelect;

/** The current or next window as one reader sees it (null: none). */
export type MaintenanceInfo = { message: string; startsAt: string; endsAt: string; active: boolean } | null;

export type MaintenanceInput = { texts: Record<string, string>; startsAt: Date; endsAt: Date } | { clear: true };

/**
 * POST routes served during a window: logging in and out, the BFF's own calls (presence), a
 * list read over POST, a payment provider's notices (money already moved; refusing only makes
 * it retry). Staff's calls pass too.
 */
const SERVED_DURING_MAINTENANCE = new Set([
  '/user-service/account/login',
  '/user-service/account/logout',
  '/user-service/presence/connect',
  '/user-service/presence/refresh',
  '/user-service/presence/disconnect',
  '/user-service/message/user-session-list',
  '/user-service/pay/webhook/:provider',
]);

/** "until 03:00" in the reader's language, in UTC (the message says so). */
const endsAtText = (language: UiLanguage, endsAt: Date) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(endsAt)} UTC`;

/**
 * The maintenance window (one at a time: setting replaces, clearing removes). Every POST reads
 * it, so a process keeps what it read for MAINTENANCE_CACHE_MS (another process's change shows
 * within that; this process's at once).
 */
export class Maintenance {
  private cached: { row: WindowRow | null; until: number } | undefined;

  constructor(
    private readonly db: Database,
    private readonly onEvent: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current or next window (one that has not ended). */
  async window(): Promise<WindowRow | null> {
    const now = this.now();
    if (this.cached && this.cached.until > now) return this.cached.row;
    const [row] = await this.db.select().from(maintenanceWindow).where(gt(maintenanceWindow.endsAt, sql`now()`));
    this.cached = { row: row ?? null, until: now + MAINTENANCE_CACHE_MS };
    return this.cached.row;
  }

  /** The window if it is on now. */
  async active(): Promise<WindowRow | null> {
    const row = await this.window();
    const now = this.now();
    return row && row.startsAt.getTime() <= now && now < row.endsAt.getTime() ? row : null;
  }

  /** Whether the member is staff (any role): their writes pass during a window. */
  async isStaff(memberId: number) {
    return (await staffRole(this.db, memberId)) !== null;
  }

  /** GET /system/maintenance, in the reader's language, else English. */
  async info(language: UiLanguage): Promise<MaintenanceInfo> {
    const row = await this.window();
    if (!row) return null;
    const now = this.now();
    return {
      message: row.texts[language] ?? row.texts.en,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      active: row.startsAt.getTime() <= now && now < row.endsAt.getTime(),
    };
  }

  /** GET /staff/maintenance (admins): the current or next window with every language's text, read afresh. */
  async staffView(admin: Session) {
    await requireStaff(this.db, admin, ADMINS);
    const [row] = await this.db.select().from(maintenanceWindow).where(gt(maintenanceWindow.endsAt, sql`now()`));
    if (!row) return null;
    const now = this.now();
    return {
      texts: row.texts,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      active: row.startsAt.getTime() <= now && now < row.endsAt.getTime(),
    };
  }

  /** POST /staff/maintenance (admins): sets the window (replacing any) or clears it. */
  async set(admin: Session, input: MaintenanceInput, language: UiLanguage) {
    await requireStaff(this.db, admin, ADMINS);
    await this.db.transaction(async (tx) => {
      await tx.delete(maintenanceWindow);
      if ('clear' in input) {
        await enqueueEvent(tx, 'maintenance.changed', { maintenance: null });
        return;
      }
      await tx.insert(maintenanceWindow).values({ id: 1, ...input });
      await enqueueEvent(tx, 'maintenance.changed', {
        maintenance: {
          texts: input.texts,
          startsAt: input.startsAt.toISOString(),
          endsAt: input.endsAt.toISOString(),
        },
      });
    });
    this.cached = undefined;
    this.onEvent();
    return this.info(language);
  }
}

/**
 * The refusal: during a window every POST but those served (SERVED_DURING_MAINTENANCE) and
 * staff's is MAINTENANCE (503 in the envelope, the end in `data.endsAt`, the message in the
 * caller's language); reads are served. Registered once, by the notices domain's routes, after
 * the session hook, so a member route's caller is known.
 */
export function refuseWritesDuringMaintenance(app: FastifyInstance, maintenance: () => Maintenance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.method !== 'POST' || request.is404) return;
    if (SERVED_DURING_MAINTENANCE.has(request.routeOptions.url ?? '')) return;
    const window = await maintenance().active();
    if (!window) return;
    const viewerId = callerOf(request);
    if (viewerId !== undefined && (await maintenance().isStaff(viewerId))) return;
    const endsAt = window.endsAt.toISOString();
    throw new ApiError(
      503,
      'MAINTENANCE',
      'maintenance.active',
      undefined,
      { endsAt: endsAtText(request.language, window.endsAt) },
      undefined,
      { endsAt },
    );
  });
}

/** The caller's member id on member routes (the session hook ran first); undefined on routes for anyone. */
function callerOf(request: FastifyRequest): number | undefined {
  try {
    return request.viewerId;
  } catch {
    return undefined;
  }
}
