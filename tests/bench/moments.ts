import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../upstream/db/open';
import { buildUpstream } from '../../upstream/server';
import { createTestDatabase } from '../support/postgres';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { startTierProcesses } from './tier-processes';
import { quantile, time } from './timing';

/**
 * The moments square (issue 21) at the issue's size: 1,000,000 moments from 10,000 members, a
 * viewer following 1,000 of them, with 100 friends, blocks both ways, members hidden from search,
 * moments for friends and for their authors only. Seeded in a few statements of PostgreSQL
 * (generate_series), never a row at a time. The first page of each scope of
 * `/dynamic/dynamic-list2` is timed through the upstream as `npm start` runs it (its own
 * process, PostgreSQL); printed, never asserted.
 */
export const MOMENT_BENCH = {
  members: 10_000,
  moments: 1_000_000,
  following: 1_000,
  friends: 100,
  /** Regions the members live in: the viewer's is one of them (`nearby`: about 1 in 20). */
  regions: [
    'ES',
    'DE',
    'GB',
    'FR',
    'IT',
    'US',
    'BR',
    'JP',
    'KR',
    'CN',
    'RU',
    'IN',
    'NG',
    'MX',
    'AR',
    'PT',
    'NL',
    'SE',
    'PL',
    'TR',
  ],
  viewer: { email: 'feed-viewer@example.test', password: 'benchmark password', nickname: 'Feed viewer' },
};
const SAMPLES = 200;
const GOAL_P95_MS = 50;

/**
 * Writes the bench's square into a migrated database whose only member is the viewer
 * (`viewerId`, region set here): the members, their follows, friendships and blocks, the
 * moments with one picture each, some of the viewer's likes. For the BFF's bench too.
 */
export async function seedMomentSquare(db: Database, viewerId: number) {
  const { members, moments, following, friends, regions } = MOMENT_BENCH;
  const others = members - 1;
  const regionList = sql.raw(`array[${regions.map((region) => `'${region}'`).join(',')}]`);
  await db.execute(sql`select setseed(0.21)`);
  await db.execute(sql`update users set region = 'ES' where id = ${viewerId}`);
  // Everyone shares the viewer's password hash (argon2 a member at a time would take minutes).
  await db.execute(sql`
    insert into users (email, password_hash, nickname, language, region, hidden_from_search)
    select 'feed' || g || '@example.test', (select password_hash from users where id = ${viewerId}), 'Feed ' || g, 'en',
           (${regionList})[1 + g % ${regions.length}], g % 100 = 50
    from generate_series(1, ${others}) g`);
  const member = (expression: string) =>
    sql.raw(`(select min(id) from users where email like 'feed%') + ${expression}`);
  await db.execute(sql`
    insert into follows (follower_id, followee_id)
    select ${viewerId}::int, id from users where email like 'feed%' and id % ${Math.floor(others / following)}::int = 0
    order by id limit ${following}`);
  await db.execute(sql`
    insert into friendships (user_id, friend_id)
    select a, b from (select ${viewerId}::int as a, id as b from users where email like 'feed%' and id % ${Math.floor(others / friends)}::int = 7 order by id limit ${friends}) f
    union all
    select b, a from (select ${viewerId}::int as a, id as b from users where email like 'feed%' and id % ${Math.floor(others / friends)}::int = 7 order by id limit ${friends}) f`);
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id)
    select ${viewerId}::int, id from users where email like 'feed%' and id % 500 = 3
    union all
    select id, ${viewerId}::int from users where email like 'feed%' and id % 500 = 4`);
  // A moment every 31 seconds back from now (about a year), by a random member: most for
  // everyone, some for friends, some for their author only; one in twenty burns after reading.
  await db.execute(sql`
    insert into moments (user_id, content, language, type, visibility, interactions, like_count, comment_count, created_at)
    select ${member(`floor(random() * ${others})::int`)}, 'Moment number ' || g || ' of the square', 'en',
           case when g % 20 = 0 then 'burn' else 'normal' end,
           case when g % 100 < 90 then 'everyone' when g % 100 < 97 then 'friends' else 'me' end,
           case when g % 10 = 0 then 'friends' else 'everyone' end,
           g % 37, g % 11, now() - g * interval '31 seconds'
    from generate_series(1, ${moments}) g`);
  await db.execute(sql`
    insert into moment_pictures (moment_id, position, key, width, height)
    select id, 0, 'photos/' || md5(id::text) || '.jpg', 1200, 800 from moments`);
  await db.execute(sql`
    insert into moment_likes (moment_id, user_id) select id, ${viewerId}::int from moments where id % 400 = 0`);
  await db.execute(sql`analyze`);
}

export async function benchMoments() {
  console.log(
    `\nmoments: first page of /dynamic/dynamic-list2 (${MOMENT_BENCH.moments.toLocaleString('en')} moments, ${MOMENT_BENCH.members.toLocaleString('en')} members, a viewer following ${MOMENT_BENCH.following.toLocaleString('en')}; upstream process, PostgreSQL)`,
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
    const viewer = await setup.accounts.createMember({ ...MOMENT_BENCH.viewer, language: 'en' });
    await seedMomentSquare(setup.database.db, viewer.id);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await setup.stop();
    tiers = await startTierProcesses(database.url);
    const { upstreamUrl } = tiers;
    const login = await fetch(`${upstreamUrl}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'Web', language: 'en' },
      body: JSON.stringify({ email: MOMENT_BENCH.viewer.email, password: MOMENT_BENCH.viewer.password }),
    }).then((response) => response.json());
    const token = login.data.token as string;
    const firstPage = async (query: string) => {
      const answer = await fetch(`${upstreamUrl}/user-service/dynamic/dynamic-list2?${query}`, {
        headers: { token, platform: 'Web', language: 'en' },
      }).then((response) => response.json());
      if (answer.code !== 200 || answer.data.list.length !== 20)
        throw new Error(`${query}: ${JSON.stringify(answer).slice(0, 300)}`);
    };
    const scopes = ['all', 'following', 'friends', 'nearby'];
    for (const scope of scopes) await time(20, () => firstPage(`scope=${scope}`)); // warm: code compiled, pools open
    for (const scope of scopes) {
      const samples = await time(SAMPLES, () => firstPage(`scope=${scope}`));
      const at = (q: number) => quantile(samples, q).toFixed(1);
      console.log(
        `first page, scope ${scope.padEnd(9)} n=${SAMPLES}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  (goal p95 ≤ ${GOAL_P95_MS} ms through the BFF)`,
      );
    }
    let seed = 0;
    const random = await time(50, () => firstPage(`scope=random&seed=s${++seed}`));
    console.log(
      `first page, scope random    n=50  p50 ${quantile(random, 0.5).toFixed(1)} ms  p95 ${quantile(random, 0.95).toFixed(1)} ms  (no goal: a sample of 30 days)`,
    );
  } finally {
    await tiers?.stop();
    await database.drop();
  }
}
