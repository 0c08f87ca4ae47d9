import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../upstream/db/open';
import { users } from '../../upstream/db/schema';
import { buildUpstream } from '../../upstream/server';
import { GraphQLSession } from '../support/graphql-session';
import { createTestDatabase } from '../support/postgres';
import { staffFactorThroughGraph } from '../support/staff';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { startTierProcesses } from './tier-processes';
import { quantile, time } from './timing';

/**
 * The moderation queue (issue 25): its first page with 10,000 open items, each reported by one to three of 2,000
 * members about 1,000 others, the tiers as `npm start` runs them on PostgreSQL: at upstream's route and through the
 * BFF (`viewer.moderationQueue(first: 20)` with its reporters), the whole queue and with filters. Goal: p95 ≤ 100 ms.
 * Printed, never asserted.
 */
export const MODERATION_BENCH = {
  items: Number(process.env.MODERATION_BENCH_ITEMS ?? 10_000),
  reported: 1_000,
  reporters: 2_000,
  samples: Number(process.env.MODERATION_BENCH_SAMPLES ?? 200),
  moderator: { email: 'moderator@bench.test', password: 'moderation bench password', nickname: 'Moderator' },
};
const GOAL_P95_MS = 100;

/** Members and open items in bulk, in a handful of statements (what reporting them one by one would have made). */
async function seedQueue(db: Database) {
  const { items, reported, reporters } = MODERATION_BENCH;
  await db.execute(sql`insert into users (email, password_hash, nickname, language)
    select 'moderation-bench-' || n || '@bench.test', '!', 'Member ' || n, 'en'
    from generate_series(1, ${reported + reporters}) as n`);
  const [{ first }] = await db
    .select({ first: sql<number>`min(${users.id})::int`.mapWith(Number) })
    .from(users)
    .where(sql`${users.email} like 'moderation-bench-%'`);
  const kinds = sql`(array['member', 'message', 'moment', 'comment'])[1 + n % 4]`;
  await db.execute(sql`insert into moderation_items
      (target_kind, target_id, reported_id, category, score, report_count, reporters, evidence)
    select ${kinds}, n, ${first} + n % ${reported}, 1 + n % 6, 0, 0, 0,
      jsonb_build_object('kind', 'member', 'member', jsonb_build_object('nickname', 'Member', 'signature', null,
        'avatar', null))
    from generate_series(1, ${items}) as n`);
  // One to three reporters an item, each weighing what a newcomer to a reliable reporter does.
  await db.execute(sql`insert into moderation_reports (item_id, reporter_id, type, reason, weight)
    select i.id, ${first + reported} + (i.id * 7 + r * 131) % ${reporters}, i.category, 'bench report',
      0.5 + ((i.id + r) % 5) / 10.0
    from moderation_items i cross join generate_series(1, 3) as r
    where r <= 1 + i.id % 3`);
  await db.execute(sql`update moderation_items i set
    score = s.score, reporters = s.n, report_count = s.n
    from (select item_id, sum(weight) as score, count(*)::int as n from moderation_reports group by item_id) s
    where s.item_id = i.id`);
  await db.execute(sql`analyze`);
}

export async function benchModeration() {
  const { items, samples, moderator } = MODERATION_BENCH;
  console.log(
    `\nmoderation: the queue's first page (${items.toLocaleString('en')} open items; upstream and BFF processes, PostgreSQL)`,
  );
  const database = await createTestDatabase();
  const setup = buildUpstream({
    databaseUrl: database.url,
    dataDir: 'memory://',
    port: 0,
    webhookUrl: 'http://127.0.0.1:9/unused',
    webhookSecret: TEST_WEBHOOK_SECRET,
    seedDemo: false,
    logger: false,
  });
  let tiers: Awaited<ReturnType<typeof startTierProcesses>> | undefined;
  try {
    await setup.start();
    const started = performance.now();
    const mod = await setup.accounts.createMember({ ...moderator, language: 'en' });
    await setup.database.db.update(users).set({ staffRole: 'moderator' }).where(eq(users.id, mod.id));
    await seedQueue(setup.database.db);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await setup.stop();
    tiers = await startTierProcesses(database.url);
    const { upstreamUrl, bffUrl } = tiers;
    // One live session a member: the BFF's, whose cookie holds upstream's token.
    const session = await new GraphQLSession(bffUrl).login(moderator.email, moderator.password);
    // Staff pages answer a session past the second factor only.
    await staffFactorThroughGraph(session);
    const token = session.cookie?.split('=')[1] ?? '';
    const upstreamPage = async (query: string) => {
      const answer = await fetch(`${upstreamUrl}/user-service/staff/moderation/queue?size=20${query}`, {
        headers: { token, platform: 'Web', language: 'en' },
      }).then((response) => response.json());
      if (answer.code !== 200 || answer.data.list.length !== 20)
        throw new Error(`${query}: ${JSON.stringify(answer).slice(0, 300)}`);
    };
    const QUEUE = `query($kind: ModerationTargetKind, $category: Int) { viewer { moderationQueue(first: 20,
      targetKind: $kind, categoryId: $category) { totalCount edges { node { id version state targetKind categoryName
      score reportCount reporterCount reportedMember { id nickname avatarUrl } claimedBy { id }
      reports { reporter { id nickname } typeName reason } } } } } }`;
    const bffPage = async (variables: Record<string, unknown>) => {
      const answer = await session.request(QUEUE, variables);
      if (answer.errors || answer.data.viewer.moderationQueue.edges.length !== 20)
        throw new Error(JSON.stringify(answer).slice(0, 300));
    };
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['the whole queue', '', {}],
      ['one category', '&category=3', { category: 3 }],
      ['one kind', '&kind=moment', { kind: 'MOMENT' }],
    ];
    for (const [, query, variables] of cases) {
      await time(20, () => upstreamPage(query)); // warm: code compiled, pools open
      await time(20, () => bffPage(variables));
    }
    const line = (where: string, name: string, found: number[]) => {
      const at = (q: number) => quantile(found, q).toFixed(1);
      console.log(
        `${`${where}, ${name}`.padEnd(30)} n=${samples}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  (goal p95 ≤ ${GOAL_P95_MS} ms)`,
      );
    };
    for (const [name, query, variables] of cases) {
      line('upstream', name, await time(samples, () => upstreamPage(query)));
      line('BFF', name, await time(samples, () => bffPage(variables)));
    }
    // What any member route costs here (the session, the envelope, the machine's load), for scale.
    const baseline = await time(samples, () =>
      fetch(`${upstreamUrl}/user-service/user/privacy`, { headers: { token, platform: 'Web', language: 'en' } }).then(
        (response) => response.json(),
      ),
    );
    console.log(
      `for scale: GET /user/privacy n=${samples}  p50 ${quantile(baseline, 0.5).toFixed(1)} ms  p95 ${quantile(baseline, 0.95).toFixed(1)} ms`,
    );
  } finally {
    await tiers?.stop();
    await database.drop();
  }
}
