import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, users, webhookOutbox } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { staffFactor } from '../support/staff';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * The admins' desk for announcements and maintenance (docs/contract.md "Staff: announcements and maintenance";
 * docs/decisions.md "Announcements: editing and withdrawal"): every announcement listed in every state, a scheduled
 * one edited, a published one pinned only, a withdrawal that leaves members' lists and counts in the same
 * transaction, every change at the version read; admins only, with the second factor.
 */
describe.each(BACKENDS)('the admins’ announcement desk on %s', (backend) => {
  let api: TestUpstream;
  let admin: TestMember;
  let made = 0;

  const db = () => api.upstream.database.db;
  const member = (name: string) => joinMember(api, `${name}${++made}`, name);
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const texts = (title: string, extra: Record<string, { title: string; body: string }> = {}) => ({
    en: { title, body: `${title}: the details.` },
    ...extra,
  });
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const announce = async (body: Record<string, unknown>) => {
    const answer = await post(admin, '/staff/announcements', body);
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const desk = async (id: number) => (await get(admin, `/staff/announcements/batch?ids=${id}`)).data[0];
  const titles = async (who: TestMember, language = 'en') =>
    (await get(who, '/message/notices?size=50', language)).data.list.map((found: any) => found.title) as string[];

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    admin = await member('Admin');
    await staffFactor(api, admin, 'admin');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('lists every announcement to admins only, newest first, with every language and its state', async () => {
    const ana = await member('Ana');
    const shown = await announce({ texts: texts('Shown', { de: { title: 'Gezeigt', body: 'Ja.' } }), pinned: true });
    const later = await announce({ texts: texts('Later'), publishAt: inMinutes(60) });
    const gone = await announce({ texts: texts('Gone') });
    await db()
      .update(announcements)
      .set({ publishAt: sql`now() - interval '1 hour'` })
      .where(eq(announcements.id, shown));
    const goneAt = await desk(gone);
    expect((await post(admin, '/staff/announcements/withdraw', { id: gone, version: goneAt.version })).code).toBe(200);
    const page = (await get(admin, '/staff/announcements?size=2')).data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    const all = (await get(admin, '/staff/announcements?size=50')).data.list.filter((found: any) =>
      [shown, later, gone].includes(found.id),
    );
    expect(all.map((found: any) => [found.id, found.state])).toEqual([
      [later, 'scheduled'],
      [gone, 'withdrawn'],
      [shown, 'published'],
    ]);
    expect(all[2]).toMatchObject({
      texts: texts('Shown', { de: { title: 'Gezeigt', body: 'Ja.' } }),
      pinned: true,
      version: 1,
      author: { id: admin.id, nickname: 'Admin' },
      withdrawnAt: null,
    });
    expect(all[1].withdrawnAt).toEqual(expect.any(String));
    // Anyone else: refused, a support agent and a moderator too; an admin's session without the factor as well.
    const support = await member('Sam');
    await db().update(users).set({ staffRole: 'support' }).where(eq(users.id, support.id));
    const unverified = await member('Una');
    await db().update(users).set({ staffRole: 'admin' }).where(eq(users.id, unverified.id));
    for (const [who, reason] of [
      [ana, 'FORBIDDEN'],
      [support, 'FORBIDDEN'],
      [unverified, 'STAFF_SECOND_FACTOR_REQUIRED'],
    ] as const) {
      for (const answer of [
        await get(who, '/staff/announcements'),
        await get(who, `/staff/announcements/batch?ids=${later}`),
        await get(who, '/staff/maintenance'),
        await post(who, '/staff/announcements/update', { id: later, version: 1, pinned: true }),
        await post(who, '/staff/announcements/withdraw', { id: later, version: 1 }),
      ])
        expect(answer.data, reason).toMatchObject({ reason });
    }
    expect(await desk(later)).toMatchObject({ version: 1, pinned: false, state: 'scheduled' });
  });

  it('edits a scheduled announcement at the version read; a stale edit changes nothing', async () => {
    const ana = await member('Ana');
    const id = await announce({ texts: texts('Draft'), publishAt: inMinutes(60) });
    const edited = await post(admin, '/staff/announcements/update', {
      id,
      version: 1,
      texts: texts('Final', { de: { title: 'Endgültig', body: 'Auf Deutsch.' } }),
      publishAt: inMinutes(90),
      pinned: true,
    });
    expect(edited.data).toMatchObject({ id, version: 2, pinned: true, state: 'scheduled' });
    expect(edited.data.texts.de).toEqual({ title: 'Endgültig', body: 'Auf Deutsch.' });
    // A second admin still holding version 1: refused, in their language, with the version now.
    const stale = await post(admin, '/staff/announcements/update', { id, version: 1, pinned: false }, 'de');
    expect(stale).toMatchObject({ code: 409, data: { reason: 'UPDATE_CONFLICT', version: 2, state: 'scheduled' } });
    expect(stale.msg).toMatch(/^Ein anderer Admin hat diese Ankündigung geändert/);
    expect(await desk(id)).toMatchObject({ version: 2, pinned: true });
    // Bad input: typed, nothing changed.
    for (const [body, field] of [
      [{ id, version: 0 }, 'version'],
      [{ id, version: 2, texts: { de: { title: 'Nur Deutsch', body: 'x' } } }, 'texts'],
      [{ id, version: 2, publishAt: 'soon' }, 'publishAt'],
      [{ id, version: 2, pinned: 'yes' }, 'pinned'],
    ] as const)
      expect((await post(admin, '/staff/announcements/update', body)).data).toMatchObject({
        reason: 'VALIDATION',
        field,
      });
    expect((await post(admin, '/staff/announcements/update', { id: 999999, version: 1 })).data.reason).toBe(
      'ANNOUNCEMENT_NOT_FOUND',
    );
    expect(await titles(ana)).not.toContain('Final');
    // Moved to now: published at once and announced once, in each reader's language.
    const now = await post(admin, '/staff/announcements/update', { id, version: 2, publishAt: inMinutes(0) });
    expect(now.data).toMatchObject({ version: 3, state: 'published' });
    expect(await titles(ana, 'de')).toContain('Endgültig');
    const events = await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, 'announcement.published'));
    expect(events.filter((event) => (event.payload as any).announcement.id === id)).toHaveLength(1);
  });

  it('pins a published one but keeps its words and time; withdraws it from every list and count at once', async () => {
    const ana = await member('Ana');
    const id = await announce({ texts: texts('Live news') });
    expect((await get(ana, '/interact/unread')).data.announcements).toBeGreaterThan(0);
    const unreadBefore = (await get(ana, '/interact/unread')).data.announcements as number;
    for (const change of [{ texts: texts('Rewritten') }, { publishAt: inMinutes(10) }])
      expect((await post(admin, '/staff/announcements/update', { id, version: 1, ...change })).data.reason).toBe(
        'ANNOUNCEMENT_NOT_EDITABLE',
      );
    const pinned = await post(admin, '/staff/announcements/update', { id, version: 1, pinned: true });
    expect(pinned.data).toMatchObject({ version: 2, pinned: true, state: 'published' });
    expect((await get(ana, '/message/notices')).data.list[0]).toMatchObject({ id, pinned: true });
    const before = (await db().select().from(webhookOutbox)).length;
    const withdrawn = await post(admin, '/staff/announcements/withdraw', { id, version: 2 });
    expect(withdrawn.data).toMatchObject({ id, version: 3, state: 'withdrawn' });
    expect(await titles(ana)).not.toContain('Live news');
    expect((await get(ana, `/message/notices/batch?ids=${id}`)).data).toEqual([]);
    expect((await get(ana, '/interact/unread')).data.announcements).toBe(unreadBefore - 1);
    expect((await post(ana, '/message/notices/read', { id })).data.reason).toBe('ANNOUNCEMENT_NOT_FOUND');
    const after = await db().select().from(webhookOutbox).orderBy(webhookOutbox.seq);
    expect(after.slice(before).map((event) => [event.type, event.payload])).toEqual([
      ['announcement.withdrawn', { announcementId: id }],
    ]);
    // Withdrawn stays withdrawn.
    for (const answer of [
      await post(admin, '/staff/announcements/withdraw', { id, version: 3 }),
      await post(admin, '/staff/announcements/update', { id, version: 3, pinned: false }),
    ])
      expect(answer.data.reason).toBe('ANNOUNCEMENT_NOT_EDITABLE');
    // A scheduled one withdrawn is never announced, and no member hears of it.
    const later = await announce({ texts: texts('Never'), publishAt: inMinutes(5) });
    await post(admin, '/staff/announcements/withdraw', { id: later, version: 1 });
    await db()
      .update(announcements)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, later));
    await api.upstream.announcements.publishDue();
    expect(await titles(ana)).not.toContain('Never');
    const told = await db().select().from(webhookOutbox);
    expect(told.some((event) => JSON.stringify(event.payload).includes(`"id":${later},`))).toBe(false);
    expect(told.some((event) => (event.payload as any).announcementId === later)).toBe(false);
  });

  it('shows admins the maintenance window with every language’s text', async () => {
    expect((await get(admin, '/staff/maintenance')).data).toBeNull();
    const window = { texts: { en: 'Down.', de: 'Wartung.' }, startsAt: inMinutes(10), endsAt: inMinutes(20) };
    expect((await post(admin, '/staff/maintenance', window)).code).toBe(200);
    expect((await get(admin, '/staff/maintenance', 'ja')).data).toEqual({
      texts: { en: 'Down.', de: 'Wartung.' },
      startsAt: new Date(window.startsAt).toISOString(),
      endsAt: new Date(window.endsAt).toISOString(),
      active: false,
    });
    await post(admin, '/staff/maintenance', { clear: true });
    expect((await get(admin, '/staff/maintenance')).data).toBeNull();
  });
});
