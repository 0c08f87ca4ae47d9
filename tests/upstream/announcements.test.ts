import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, users, webhookOutbox } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';
import { staffFactor } from '../support/staff';

/**
 * Announcements and maintenance (docs/contract.md "Notices and announcements"): written by
 * admins only, read per member in their language (else English), scheduled ones shown and
 * announced once at their time; a maintenance window refuses writes and serves reads.
 */
describe.each(BACKENDS)('announcements and maintenance on %s', (backend) => {
  let api: TestUpstream;
  let admin: TestMember;
  let made = 0;

  const db = () => api.upstream.database.db;
  const member = (name: string) => joinMember(api, `${name}${++made}`, name);
  const get = (who: TestMember | undefined, path: string, language = 'en') =>
    api.call('GET', path, { token: who?.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const texts = (title: string, extra: Record<string, { title: string; body: string }> = {}) => ({
    en: { title, body: `${title}: the details.` },
    ...extra,
  });
  const announce = async (body: Record<string, unknown>) => {
    const answer = await post(admin, '/staff/announcements', body);
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const titles = async (who: TestMember, language = 'en') =>
    (await get(who, '/message/notices?size=50', language)).data.list.map((found: any) => found.title) as string[];
  const published = async () =>
    (
      await db()
        .select()
        .from(webhookOutbox)
        .where(eq(webhookOutbox.type, 'announcement.published'))
        .orderBy(webhookOutbox.seq)
    ).map((row) => row.payload as any);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    admin = await member('Admin');
    await staffFactor(api, admin, 'admin');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('lets admins only publish, and refuses bad texts', async () => {
    const ana = await member('Ana');
    const support = await member('Sam');
    await db().update(users).set({ staffRole: 'support' }).where(eq(users.id, support.id));
    for (const who of [ana, support]) {
      const refused = await post(who, '/staff/announcements', { texts: texts('Not mine') }, 'es');
      expect(refused).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
      expect(refused.msg).toBe('Solo el equipo de Across puede hacer esto.');
      const window = { texts: { en: 'Down' }, startsAt: inMinutes(1), endsAt: inMinutes(2) };
      expect((await post(who, '/staff/maintenance', window)).data.reason).toBe('FORBIDDEN');
    }
    expect(await titles(ana)).not.toContain('Not mine');
    for (const body of [
      { texts: { de: { title: 'Nur Deutsch', body: 'Text' } } },
      { texts: { en: { title: '', body: 'Text' } } },
      { texts: { en: { title: 'Title', body: 'Text' }, xx: { title: 'Title', body: 'Text' } } },
      { texts: { en: { title: 'x'.repeat(121), body: 'Text' } } },
    ])
      expect((await post(admin, '/staff/announcements', body)).data).toMatchObject({
        reason: 'VALIDATION',
        field: 'texts',
      });
    expect(
      (await post(admin, '/staff/announcements', { texts: texts('When?'), publishAt: 'tomorrow' })).data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'publishAt' });
    expect(await titles(ana)).toEqual([]);
  });

  it('shows each reader their language, else English; pinned first, then newest; read per member', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const first = await announce({ texts: texts('Older news', { de: { title: 'Ältere Neuigkeit', body: 'Mehr.' } }) });
    const pinned = await announce({ texts: texts('Pinned rules'), pinned: true });
    const newest = await announce({ texts: texts('Newest news') });
    await db()
      .update(announcements)
      .set({ publishAt: sql`now() - interval '1 hour'` })
      .where(eq(announcements.id, first));
    await db()
      .update(announcements)
      .set({ publishAt: sql`now() - interval '2 hours'` })
      .where(eq(announcements.id, pinned));
    const shown = (await get(ana, '/message/notices', 'de')).data;
    expect(shown.total).toBe(3);
    expect(shown.list.map((found: any) => [found.id, found.title, found.language, found.pinned])).toEqual([
      [pinned, 'Pinned rules', 'en', true],
      [newest, 'Newest news', 'en', false],
      [first, 'Ältere Neuigkeit', 'de', false],
    ]);
    expect((await get(ana, '/interact/unread')).data).toEqual({ notices: 0, announcements: 3 });
    expect((await post(ana, '/message/notices/read', { id: first })).data).toEqual({ notices: 0, announcements: 2 });
    expect((await get(ana, `/message/notices/batch?ids=${first},${newest}`)).data).toMatchObject([
      { id: first, unread: false },
      { id: newest, unread: true },
    ]);
    // Ben's are his own.
    expect((await get(ben, '/interact/unread')).data.announcements).toBe(3);
    expect((await post(ana, '/message/notices/read', {})).data.announcements).toBe(0);
    expect((await get(ben, '/message/notices')).data.list.every((found: any) => found.unread)).toBe(true);
    const unknown = await post(ana, '/message/notices/read', { id: 999999 });
    expect(unknown.data.reason).toBe('ANNOUNCEMENT_NOT_FOUND');
    // Tidy for the next test: every announcement so far is read by these two only.
    await db().delete(announcements);
  });

  it('keeps a scheduled announcement invisible until its time, then announces it once', async () => {
    const ana = await member('Ana');
    const before = (await published()).length;
    const later = await announce({ texts: texts('Coming soon'), publishAt: inMinutes(60) });
    expect(await titles(ana)).not.toContain('Coming soon');
    expect((await get(ana, `/message/notices/batch?ids=${later}`)).data).toEqual([]);
    expect((await get(ana, '/interact/unread')).data.announcements).toBe(0);
    expect((await post(ana, '/message/notices/read', { id: later })).data.reason).toBe('ANNOUNCEMENT_NOT_FOUND');
    expect(await api.upstream.announcements.publishDue()).toBe(0);
    expect((await published()).length).toBe(before);
    // Its time comes.
    await db()
      .update(announcements)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, later));
    await api.upstream.announcements.publishDue();
    await api.upstream.announcements.publishDue();
    expect(await titles(ana)).toContain('Coming soon');
    const events = (await published()).filter((event) => event.announcement.id === later);
    expect(events).toEqual([
      {
        announcement: {
          id: later,
          texts: texts('Coming soon'),
          publishAt: expect.any(String),
          pinned: false,
        },
      },
    ]);
  });

  it('refuses writes during maintenance in the member’s language, serving reads, logins and staff', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const follow = (who: TestMember, whom: TestMember, language = 'en') =>
      post(who, '/user/follow', { userId: whom.id, follow: true }, language);
    // Before the window: announced (to visitors too), nothing refused.
    const coming = await post(admin, '/staff/maintenance', {
      texts: { en: 'Across will be down for maintenance.', de: 'Across wird gewartet.' },
      startsAt: inMinutes(60),
      endsAt: inMinutes(120),
    });
    expect(coming.data).toMatchObject({ message: 'Across will be down for maintenance.', active: false });
    expect((await get(undefined, '/system/maintenance', 'de')).data).toMatchObject({
      message: 'Across wird gewartet.',
      active: false,
    });
    expect((await follow(ana, ben)).code).toBe(200);
    // During it.
    const endsAt = inMinutes(30);
    expect(
      (
        await post(admin, '/staff/maintenance', {
          texts: { en: 'Down for maintenance.' },
          startsAt: inMinutes(-1),
          endsAt,
        })
      ).data,
    ).toMatchObject({ active: true, endsAt: new Date(endsAt).toISOString() });
    const refused = await follow(ben, ana, 'de');
    expect(refused).toMatchObject({
      code: 503,
      data: { reason: 'MAINTENANCE', endsAt: new Date(endsAt).toISOString() },
    });
    expect(refused.msg).toMatch(/^Across wird bis .+ UTC gewartet\. Bitte versuche es dann noch einmal\.$/);
    expect((await get(ana, '/user/follow-list')).data.total).toBe(1); // nothing changed, reads served
    expect((await get(ben, '/user/follow-list')).data.total).toBe(0);
    expect((await get(ben, '/interact/list')).code).toBe(200);
    const login = await api.call('POST', '/account/login', { body: { email: ben.email, password: ben.password } });
    expect(login.code).toBe(200);
    const again = { ...ben, token: login.data.token as string };
    expect((await post(again, '/interact/read', {})).data.reason).toBe('MAINTENANCE');
    // Staff's writes pass (the window is theirs to end).
    expect((await follow(admin, ana)).code).toBe(200);
    const events = await db()
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'maintenance.changed'))
      .orderBy(webhookOutbox.seq);
    expect(events.at(-1)?.payload).toEqual({
      maintenance: {
        texts: { en: 'Down for maintenance.' },
        startsAt: expect.any(String),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    expect((await post(admin, '/staff/maintenance', { clear: true })).data).toBeNull();
    expect((await follow(again, ana)).code).toBe(200);
    expect((await get(undefined, '/system/maintenance')).data).toBeNull();
    expect(
      (await post(admin, '/staff/maintenance', { texts: { en: 'x' }, startsAt: inMinutes(5), endsAt: inMinutes(4) }))
        .data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'endsAt' });
  });
});
