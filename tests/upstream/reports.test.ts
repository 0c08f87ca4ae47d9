import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Reports (complaints) are limited per reporter (20 a day) and per reporter and member (3 a
 * day), and a repeat about the same member for the same reason is merged into the first: 60
 * reports in a row about one member were 60 rows. On PostgreSQL, where simultaneous reports
 * really race.
 */
describe('reports are limited and repeats merged', () => {
  let api: TestUpstream;
  let members = 0;
  const db = () => api.upstream.database.db;
  const member = () => joinMember(api, `Member${++members}`);
  const report = (who: TestMember, about: TestMember, body: Record<string, unknown> = {}, language = 'en') =>
    api.call('POST', '/complain/add_complain', {
      token: who.token,
      language,
      body: { userId: about.id, type: 2, reason: 'spam', ...body },
    });
  const stored = (who: TestMember) =>
    db().select().from(complaints).where(eq(complaints.reporterId, who.id)).orderBy(asc(complaints.id));

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('merges a repeat about the same member for the same reason, keeping the latest words; another reason is its own report', async () => {
    const [ana, ben] = [await member(), await member()];
    const first = await report(ana, ben, { reason: 'spam links', notes: 'first' });
    const again = await report(ana, ben, { reason: 'more spam', notes: 'second' });
    expect(first.data).toEqual({ id: expect.any(Number), reports: 1 });
    expect(again.data).toEqual({ id: first.data.id, reports: 2 });
    const other = await report(ana, ben, { type: 4, reason: 'fake photos' });
    expect(other.data).toEqual({ id: expect.any(Number), reports: 1 });
    expect(await stored(ana)).toMatchObject([
      { id: first.data.id, reportedId: ben.id, type: 2, reports: 2, reason: 'more spam', notes: 'second' },
      { id: other.data.id, reportedId: ben.id, type: 4, reports: 1, reason: 'fake photos' },
    ]);
  });

  it('20 simultaneous reports about one member: 3 count (merged into one), the rest are refused', async () => {
    const [ana, ben] = [await member(), await member()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => report(ana, ben, { notes: `report ${index}` }, 'de')),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        code: 429,
        msg: 'Du hast dieses Mitglied heute schon mehrmals gemeldet; deine Meldungen sind bei uns. Bitte warte, bevor du es erneut meldest.',
        data: { reason: 'RATE_LIMITED' },
      });
      expect(answer.data.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    expect(await stored(ana)).toMatchObject([{ reportedId: ben.id, reports: 3 }]);
    // Another reason is refused too: the limit is per member, whatever the reason.
    expect((await report(ana, ben, { type: 1 })).data.reason).toBe('RATE_LIMITED');
    // Others may still report Ben: the limit is each reporter's.
    expect((await report(await member(), ben)).code).toBe(200);
  });

  it('25 simultaneous reports about 25 members: 20 count, the rest are refused', async () => {
    const ana = await member();
    const others: TestMember[] = [];
    for (let i = 0; i < 25; i++) others.push(await member());
    const answers = await Promise.all(others.map((other) => report(ana, other)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(20);
    for (const answer of answers.filter((found) => found.code !== 200)) {
      expect(answer).toMatchObject({
        code: 429,
        msg: 'You have sent many reports today. Please try again tomorrow.',
        data: { reason: 'RATE_LIMITED' },
      });
    }
    expect(await stored(ana)).toHaveLength(20);
  });
});
