import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit, staffFactors, staffSessions, users } from '../../upstream/db/schema';
import type { StaffRole } from '../../upstream/staff/access';
import { joinMember, type TestMember } from '../support/members';
import { aStepWithRoom, codeOf, staffFactor } from '../support/staff';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

type Role = StaffRole | 'member';

/**
 * Staff access at the upstream, without the BFF (issue 25): every staff route refuses a member and a wrong role
 * (FORBIDDEN) and staff whose session has not passed the second factor (STAFF_SECOND_FACTOR_REQUIRED); TOTP within
 * one step, a used code refused, attempts limited, recovery codes once, the last admin kept, every grant audited.
 */
describe.each(BACKENDS)('staff access on %s', (backend) => {
  let api: TestUpstream;
  let made = 0;
  const db = () => api.upstream.database.db;
  const member = () => joinMember(api, `Staff${++made}`);
  const post = (who: TestMember, path: string, body: unknown, clientIp?: string) =>
    api.call('POST', path, { token: who.token, body, clientIp });
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  /** A member with `role`, second factor passed on their session. */
  const staffOf = async (role: Role) => {
    const who = await member();
    const factor = role === 'member' ? undefined : await staffFactor(api, who, role);
    return { ...who, ...factor };
  };
  const login = async (who: TestMember) => {
    const answer = await api.call('POST', '/account/login', { body: { email: who.email, password: who.password } });
    return { ...who, token: answer.data.token as string };
  };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Every staff route, with who may use it and a call that passes every other check for those. */
  const ROUTES: Array<[string, readonly Role[], (who: TestMember) => ReturnType<typeof post>]> = [
    [
      'announcements',
      ['admin'],
      (who) => post(who, '/staff/announcements', { texts: { en: { title: 'Hi', body: 'Hello' } } }),
    ],
    ['maintenance', ['admin'], (who) => post(who, '/staff/maintenance', { clear: true })],
    ['announcement desk', ['admin'], (who) => get(who, '/staff/announcements')],
    ['announcement batch', ['admin'], (who) => get(who, '/staff/announcements/batch?ids=999999')],
    [
      'announcement update',
      ['admin'],
      (who) => post(who, '/staff/announcements/update', { id: 999_999, version: 1, pinned: true }),
    ],
    [
      'announcement withdraw',
      ['admin'],
      (who) => post(who, '/staff/announcements/withdraw', { id: 999_999, version: 1 }),
    ],
    ['maintenance desk', ['admin'], (who) => get(who, '/staff/maintenance')],
    ['orders', ['admin'], (who) => get(who, '/staff/orders')],
    ['fulfilment', ['admin'], (who) => post(who, '/staff/orders/fulfilment', { id: 999_999, fulfilment: 'shipped' })],
    ['moderation queue', ['moderator', 'admin'], (who) => get(who, '/staff/moderation/queue')],
    ['moderation batch', ['moderator', 'admin'], (who) => get(who, '/staff/moderation/batch?ids=999999')],
    ['claim', ['moderator', 'admin'], (who) => post(who, '/staff/moderation/claim', { id: 999_999, version: 1 })],
    [
      'decide',
      ['moderator', 'admin'],
      (who) => post(who, '/staff/moderation/decide', { id: 999_999, version: 1, action: 'dismiss' }),
    ],
    ['members', ['admin'], (who) => get(who, '/staff/members')],
    ['role', ['admin'], (who) => post(who, '/staff/role', { email: 'nobody@example.test', role: 'support' })],
    ['factor reset', ['admin'], (who) => post(who, '/staff/factor/reset', { userId: 999_999 })],
  ];
  const REFUSALS = ['FORBIDDEN', 'STAFF_SECOND_FACTOR_REQUIRED'];

  it('checks the role on every staff route: member, support, moderator, admin', async () => {
    const people = Object.fromEntries(
      await Promise.all(
        (['member', 'support', 'moderator', 'admin'] as const).map(async (role) => [role, await staffOf(role)]),
      ),
    ) as Record<Role, TestMember>;
    for (const [name, allowed, call] of ROUTES)
      for (const role of ['member', 'support', 'moderator', 'admin'] as const) {
        const answer = await call(people[role]);
        if (allowed.includes(role))
          expect(REFUSALS, `${name} as ${role}: ${answer.msg}`).not.toContain(answer.data?.reason);
        else expect(answer, `${name} as ${role}`).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
      }
  });

  it('requires the second factor on each session, for 12 hours', async () => {
    const admin = await member();
    await db().update(users).set({ staffRole: 'admin' }).where(eq(users.id, admin.id));
    expect(await get(admin, '/staff/me')).toMatchObject({ data: { role: 'admin', secondFactor: 'none' } });
    for (const [name, , call] of ROUTES)
      expect(await call(admin), name).toMatchObject({ code: 403, data: { reason: 'STAFF_SECOND_FACTOR_REQUIRED' } });
    const { secret } = await staffFactor(api, admin, 'admin');
    expect(await get(admin, '/staff/me')).toMatchObject({ data: { role: 'admin', secondFactor: 'verified' } });
    expect((await get(admin, '/staff/members')).code).toBe(200);

    // Another session of the same admin: enrolled, not verified; a code verifies it.
    const other = await login(admin);
    expect(await get(other, '/staff/me')).toMatchObject({ data: { secondFactor: 'enrolled' } });
    expect((await get(other, '/staff/members')).data.reason).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    expect((await post(other, '/staff/factor/enrol', {})).data.reason).toBe('STAFF_FACTOR_ENROLLED');
    const verified = await post(other, '/staff/verify', { code: await codeOf(secret, 1) });
    expect(verified, verified.msg).toMatchObject({ code: 200, data: { secondFactor: 'verified' } });
    expect((await get(other, '/staff/members')).code).toBe(200);

    // Twelve hours later the session must verify again.
    await db()
      .update(staffSessions)
      .set({ verifiedAt: new Date(Date.now() - 12 * 3600_000 - 1000) });
    expect((await get(other, '/staff/members')).data.reason).toBe('STAFF_SECOND_FACTOR_REQUIRED');

    // A member cannot enrol; the secret is stored encrypted.
    const plain = await member();
    expect((await post(plain, '/staff/factor/enrol', {})).data.reason).toBe('FORBIDDEN');
    const [stored] = await db().select().from(staffFactors).where(eq(staffFactors.userId, admin.id));
    expect(stored.secret).not.toContain(secret);
  });

  it('takes a code one step either side, never one used already or earlier, and never an old one', async () => {
    await aStepWithRoom();
    const mod = await member();
    await db().update(users).set({ staffRole: 'moderator' }).where(eq(users.id, mod.id));
    const { secret } = (await post(mod, '/staff/factor/enrol', {})).data;
    const early = await post(mod, '/staff/factor/confirm', { code: await codeOf(secret, -2) });
    expect(early).toMatchObject({ code: 400, data: { reason: 'STAFF_CODE_INVALID', field: 'code' } });
    const late = await post(mod, '/staff/factor/confirm', { code: await codeOf(secret, -1) });
    expect(late.code, late.msg).toBe(200);
    expect(late.data.recoveryCodes).toHaveLength(10);
    const again = await login(mod);
    for (const steps of [-1, -2]) {
      const used = await post(again, '/staff/verify', { code: await codeOf(secret, steps) });
      expect(used, `${steps}`).toMatchObject({ code: 400, data: { reason: 'STAFF_CODE_INVALID' } });
    }
    expect((await post(again, '/staff/verify', { code: await codeOf(secret) })).code).toBe(200);
    const third = await login(mod);
    expect((await post(third, '/staff/verify', { code: await codeOf(secret) })).data.reason).toBe('STAFF_CODE_INVALID');
    expect((await post(third, '/staff/verify', { code: await codeOf(secret, 1) })).code).toBe(200);
  });

  it('limits attempts: 5 per member and 20 per client address in 15 minutes', async () => {
    const { secret, ...mod } = await staffOf('moderator');
    const session = await login(mod as TestMember);
    for (let i = 0; i < 5; i++)
      expect((await post(session, '/staff/verify', { code: '000000' }, '10.9.0.1')).data.reason).toBe(
        'STAFF_CODE_INVALID',
      );
    const blocked = await post(session, '/staff/verify', { code: await codeOf(secret!) }, '10.9.0.2');
    expect(blocked).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });

    const others = await Promise.all([1, 2, 3, 4].map(() => staffOf('support')));
    for (const other of others) {
      const fresh = await login(other);
      for (let i = 0; i < 5; i++) await post(fresh, '/staff/verify', { code: '111111' }, '10.9.0.3');
    }
    const last = await staffOf('support');
    const fresh = await login(last);
    const refused = await post(fresh, '/staff/verify', { code: await codeOf(last.secret!) }, '10.9.0.3');
    expect(refused).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });
    expect((await post(fresh, '/staff/verify', { code: await codeOf(last.secret!, 1) }, '10.9.0.4')).code).toBe(200);
  });

  it('takes each recovery code once, audited', async () => {
    const admin = await staffOf('admin');
    const [code] = admin.recoveryCodes!;
    const session = await login(admin);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const used = await post(session, '/staff/verify', { code: typed });
    expect(used, used.msg).toMatchObject({ code: 200, data: { secondFactor: 'verified' } });
    const again = await login(admin);
    expect((await post(again, '/staff/verify', { code })).data.reason).toBe('STAFF_CODE_INVALID');
    const rows = await db().select().from(staffAudit).where(eq(staffAudit.targetId, admin.id));
    expect(rows.map((row) => row.action).sort()).toEqual(['enrol', 'recovery']);
  });

  it('lets admins grant and revoke roles, audited, and keeps the last admin', async () => {
    await db().update(users).set({ staffRole: null });
    // The customer-service account (an admin in the demo) is no person: not listed, and no second admin.
    await db()
      .update(users)
      .set({ staffRole: 'admin' })
      .where(eq(users.id, await api.upstream.chat.serviceAccount()));
    const admin = await staffOf('admin');
    const ben = await member();
    const granted = await post(admin, '/staff/role', { email: ben.email.toUpperCase(), role: 'moderator' });
    expect(granted, granted.msg).toMatchObject({ code: 200, data: { id: ben.id, role: 'moderator' } });
    const list = (await get(admin, '/staff/members')).data as Array<Record<string, unknown>>;
    expect(list.map((row) => [row.id, row.role, row.enrolled])).toEqual([
      [admin.id, 'admin', true],
      [ben.id, 'moderator', false],
    ]);
    expect((await post(admin, '/staff/role', { email: ben.email, role: 'boss' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'role',
    });
    const last = await post(admin, '/staff/role', { email: admin.email, role: 'none' });
    expect(last).toMatchObject({ code: 409, data: { reason: 'STAFF_LAST_ADMIN' } });
    expect(last.msg).toBe('The last admin cannot lose the role: make someone else an admin first.');
    await expect(api.upstream.staff.setRole(null, admin.email, null)).rejects.toMatchObject({
      reason: 'STAFF_LAST_ADMIN',
    });
    // The script's path (no caller): audited with no actor.
    await api.upstream.staff.setRole(null, ben.email, 'admin');
    expect((await post(admin, '/staff/role', { email: admin.email, role: null })).code).toBe(200);
    expect((await get(admin, '/staff/members')).data.reason).toBe('FORBIDDEN');
    const audit = await db()
      .select({ actorId: staffAudit.actorId, detail: staffAudit.detail })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'role')))
      .orderBy(staffAudit.id);
    expect(audit.slice(-3)).toEqual([
      { actorId: admin.id, detail: { from: null, to: 'moderator' } },
      { actorId: null, detail: { from: 'moderator', to: 'admin' } },
      { actorId: admin.id, detail: { from: 'admin', to: null } },
    ]);
  });

  it("lets an admin reset another's lost second factor: they set it up again; audited", async () => {
    const admin = await staffOf('admin');
    const mod = await staffOf('moderator');
    const plain = await member();

    const self = await post(admin, '/staff/factor/reset', { userId: admin.id });
    expect(self).toMatchObject({ code: 400, data: { reason: 'VALIDATION', field: 'userId' } });
    expect((await post(admin, '/staff/factor/reset', { userId: plain.id })).data.reason).toBe('STAFF_MEMBER_NOT_FOUND');
    expect((await post(mod, '/staff/factor/reset', { userId: admin.id })).data.reason).toBe('FORBIDDEN');

    const reset = await post(admin, '/staff/factor/reset', { userId: mod.id });
    expect(reset, reset.msg).toMatchObject({ code: 200, data: { id: mod.id } });
    // Their verified session no longer counts.
    expect(await get(mod, '/staff/me')).toMatchObject({ data: { role: 'moderator', secondFactor: 'none' } });
    expect((await get(mod, '/staff/moderation/queue')).data.reason).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    // The old codes are gone with the secret: a recovery code no longer lets in; a new factor does.
    expect((await post(mod, '/staff/verify', { code: mod.recoveryCodes![0] })).data.reason).toBe(
      'STAFF_FACTOR_NOT_ENROLLED',
    );
    await staffFactor(api, mod, 'moderator');
    expect((await get(mod, '/staff/moderation/queue')).code).toBe(200);
    // The admin's own factor is untouched.
    expect((await get(admin, '/staff/members')).code).toBe(200);
    const audit = await db()
      .select({ actorId: staffAudit.actorId, action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.targetId, mod.id))
      .orderBy(staffAudit.id);
    expect(audit.map((row) => row.action)).toEqual(['enrol', 'factor-reset', 'enrol']);
    expect(audit[1].actorId).toBe(admin.id);
  });
});
