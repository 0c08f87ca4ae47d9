import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { MODERATION_EVIDENCE_RETENTION_DAYS, MODERATION_RETENTION_SWEEP_MS, DAY_MS } from '../constants';
import type { Database } from '../db/open';
import { moderationItems, moderationReports } from '../db/schema';
import { RepeatingPass } from '../jobs/repeating-pass';

const PURGE_BATCH = 500;

/**
 * Deletes what a decided item kept of the reported content and of its reporters' words, once
 * MODERATION_EVIDENCE_RETENTION_DAYS have passed since the decision (docs/decisions.md "Moderation"). The item keeps
 * its kind, category, decision and audit trail; its evidence becomes `{ kind, purgedAt }`. The photo copies went at
 * the decision already. Runs every MODERATION_RETENTION_SWEEP_MS, a batch at a time.
 */
export class EvidenceRetention extends RepeatingPass {
  constructor(
    private readonly db: Database,
    log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    super(MODERATION_RETENTION_SWEEP_MS, log);
  }

  /** One pass, for tests: resolves when every item due is purged. */
  async purge() {
    await this.pass();
  }

  protected async pass() {
    const cutoff = new Date(this.now() - MODERATION_EVIDENCE_RETENTION_DAYS * DAY_MS);
    const purgedAt = new Date(this.now()).toISOString();
    for (;;) {
      if (this.stopped) return;
      const purged = await this.db.transaction(async (tx) => {
        const due = tx
          .select({ id: moderationItems.id })
          .from(moderationItems)
          .where(
            and(
              eq(moderationItems.state, 'decided'),
              lt(moderationItems.decidedAt, cutoff),
              sql`not (${moderationItems.evidence} ? 'purgedAt')`,
            ),
          )
          .limit(PURGE_BATCH);
        const items = await tx
          .update(moderationItems)
          .set({
            evidence: sql`jsonb_build_object('kind', ${moderationItems.targetKind}, 'purgedAt', ${purgedAt}::text)`,
          })
          .where(inArray(moderationItems.id, due))
          .returning({ id: moderationItems.id });
        if (items.length > 0)
          await tx
            .update(moderationReports)
            .set({ reason: '', notes: null })
            .where(
              inArray(
                moderationReports.itemId,
                items.map((item) => item.id),
              ),
            );
        return items.length;
      });
      if (purged < PURGE_BATCH) return;
    }
  }
}
