import { hash, verify as verifyHash, type Algorithm } from '@node-rs/argon2';
import { and, asc, eq, inArray, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { Database } from '../db/open';
import { sessions, staffAudit, staffFactors, staffRecoveryCodes, staffSessions, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { Limit, RateLimiter } from '../limits/rate-limit';
import { ADMINS, forbidden, requireStaff, type StaffRole, staffAccess } from './access';
import { codeStep, newRecoveryCodes, newSecret, normalRecoveryCode, seal, unseal } from './factor';

const ARGON2ID: Algorithm.Argon2id = 2;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const codeInvalid = () => new ApiError(400, 'STAFF_CODE_INVALID', 'staff.codeInvalid', 'code');
export const factorEnrolled = () => new ApiError(409, 'STAFF_FACTOR_ENROLLED', 'staff.factorEnrolled');
export const factorNotEnrolled = () => new ApiError(409, 'STAFF_FACTOR_NOT_ENROLLED', 'staff.factorNotEnrolled');
export const lastAdmin = () => new ApiError(409, 'STAFF_LAST_ADMIN', 'staff.lastAdmin');
export const staffMemberNotFound = () => new ApiError(404, 'STAFF_MEMBER_NOT_FOUND', 'staff.memberNotFound');
const notStaff = () => new ApiError(404, 'STAFF_MEMBER_NOT_FOUND', 'staff.notStaff');

export type SecondFactor = 'none' | 'enrolled' | 'verified';

/** Second-factor attempts: 5 per member and 20 per client address per 15 minutes. */
const attemptLimits = (memberId: number, clientIp: string): Limit[] => [
  { key: `staff-factor:${memberId}`, max: 5, windowMs: ATTEMPT_WINDOW_MS },
  { key: `staff-factor-client:${clientIp}`, max: 20, windowMs: ATTEMPT_WINDOW_MS },
];

/**
 * Staff access (issue 25; docs/decisions.md "Staff access"): the second factor (TOTP with recovery codes, enrolled
 * once, verified per session for 12 hours) and the roles admins grant, with their audit.
 */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly secretKey: string,
    private readonly argon2: { memoryCost: number; timeCost: number },
  ) {}

  /** GET /staff/me: the caller's role (null for a member) and where their second factor stands for this session. */
  async status(caller: Session): Promise<{ role: StaffRole | null; secondFactor: SecondFactor }> {
    const { role, verified } = await staffAccess(this.db, caller);
    if (role === null) return { role, secondFactor: 'none' };
    const [factor] = await this.db
      .select({ confirmedAt: staffFactors.confirmedAt })
      .from(staffFactors)
      .where(eq(staffFactors.userId, caller.userId));
    return { role, secondFactor: !factor?.confirmedAt ? 'none' : verified ? 'verified' : 'enrolled' };
  }

  private async staffOnly(caller: Session) {
    const { role } = await staffAccess(this.db, caller);
    if (role === null) throw forbidden();
  }

  /** POST /staff/factor/enrol: a new unconfirmed secret (replacing an unconfirmed one) and its otpauth:// address. */
  async enrol(caller: Session) {
    await this.staffOnly(caller);
    const [member] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
    const { secret, uri } = newSecret(member.email);
    const sealed = seal(this.secretKey, secret);
    const [written] = await this.db
      .insert(staffFactors)
      .values({ userId: caller.userId, secret: sealed })
      .onConflictDoUpdate({
        target: staffFactors.userId,
        set: { secret: sealed },
        setWhere: isNull(staffFactors.confirmedAt),
      })
      .returning({ userId: staffFactors.userId });
    if (!written) throw factorEnrolled();
    return { secret, uri };
  }

  /** POST /staff/factor/confirm: the first code confirms the secret and verifies this session; ten recovery codes. */
  async confirm(caller: Session, code: string, clientIp: string) {
    await this.staffOnly(caller);
    const factor = await this.factorOf(caller.userId);
    if (!factor) throw factorNotEnrolled();
    if (factor.confirmedAt) throw factorEnrolled();
    const recoveryCodes = newRecoveryCodes();
    await this.attempt(caller, clientIp, async () => {
      const step = await codeStep(unseal(this.secretKey, factor.secret), code, null);
      if (step === null) return false;
      const hashes = await Promise.all(
        recoveryCodes.map((recovery) => hash(normalRecoveryCode(recovery), { algorithm: ARGON2ID, ...this.argon2 })),
      );
      await this.db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(staffFactors)
          .set({ confirmedAt: sql`now()`, lastStep: step })
          .where(and(eq(staffFactors.userId, caller.userId), isNull(staffFactors.confirmedAt)))
          .returning({ userId: staffFactors.userId });
        if (!confirmed) throw factorEnrolled();
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, caller.userId));
        await tx.insert(staffRecoveryCodes).values(hashes.map((hashed) => ({ userId: caller.userId, hash: hashed })));
        await this.markVerified(tx, caller);
        await tx.insert(staffAudit).values({ actorId: caller.userId, targetId: caller.userId, action: 'enrol' });
      });
      return true;
    });
    return { recoveryCodes };
  }

  /** POST /staff/verify: a code from the app, or an unused recovery code, verifies this session for 12 hours. */
  async verify(caller: Session, code: string, clientIp: string) {
    await this.staffOnly(caller);
    const factor = await this.factorOf(caller.userId);
    if (!factor?.confirmedAt) throw factorNotEnrolled();
    await this.attempt(caller, clientIp, async () => {
      const typed = code.trim();
      if (/^\d{6}$/.test(typed)) {
        const step = await codeStep(unseal(this.secretKey, factor.secret), typed, factor.lastStep);
        if (step === null) return false;
        return this.db.transaction(async (tx) => {
          // A concurrent use of the same code: only one moves the step on.
          const [moved] = await tx
            .update(staffFactors)
            .set({ lastStep: step })
            .where(
              and(
                eq(staffFactors.userId, caller.userId),
                or(isNull(staffFactors.lastStep), lt(staffFactors.lastStep, step)),
              ),
            )
            .returning({ userId: staffFactors.userId });
          if (!moved) return false;
          await this.markVerified(tx, caller);
          return true;
        });
      }
      return this.useRecoveryCode(caller, normalRecoveryCode(typed));
    });
    return this.status(caller);
  }

  /** GET /staff/members (admins): every staff member, by id (people: not the customer-service account). */
  async members(caller: Session) {
    await requireStaff(this.db, caller, ADMINS);
    return this.db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        role: users.staffRole,
        enrolled: sql<boolean>`${staffFactors.confirmedAt} is not null`,
      })
      .from(users)
      .leftJoin(staffFactors, eq(staffFactors.userId, users.id))
      .where(and(isNotNull(users.staffRole), isNull(users.cancelledAt), eq(users.isService, false)))
      .orderBy(asc(users.id));
  }

  /**
   * POST /staff/role (admins; `caller` null: `npm run staff:grant` on the server): grants a role to the member with
   * `email`, or revokes it (`role` null). The last admin cannot lose the role. Audited.
   */
  async setRole(caller: Session | null, email: string, role: StaffRole | null) {
    if (caller) await requireStaff(this.db, caller, ADMINS);
    return this.db.transaction(async (tx) => {
      // The admins locked first, so two revocations cannot both see another admin left (a person: the
      // customer-service account, an admin in the demo, signs nobody in to the console).
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.staffRole, 'admin'), isNull(users.cancelledAt), eq(users.isService, false)))
        .for('update');
      const [target] = await tx
        .select({ id: users.id, role: users.staffRole })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = lower(${email})`, isNull(users.cancelledAt), eq(users.isService, false)),
        );
      if (!target) throw staffMemberNotFound();
      if (target.role === 'admin' && role !== 'admin' && admins.length <= 1) throw lastAdmin();
      await tx.update(users).set({ staffRole: role }).where(eq(users.id, target.id));
      await tx.insert(staffAudit).values({
        actorId: caller?.userId ?? null,
        targetId: target.id,
        action: 'role',
        detail: { from: target.role, to: role },
      });
      return { id: target.id, role };
    });
  }

  /**
   * POST /staff/factor/reset (admins): another staff member's lost second factor. Their secret, recovery codes and
   * verified sessions go, so their next staff page sets a new one up. Not one's own: an admin who lost theirs uses a
   * recovery code, or another admin. Audited.
   */
  async resetFactor(caller: Session, userId: number) {
    await requireStaff(this.db, caller, ADMINS);
    if (userId === caller.userId) throw validationError('userId', 'staff.resetSelf');
    return this.db.transaction(async (tx) => {
      const [target] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.staffRole), isNull(users.cancelledAt)))
        .for('update');
      if (!target) throw notStaff();
      await tx
        .delete(staffSessions)
        .where(
          inArray(
            staffSessions.sessionId,
            tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)),
          ),
        );
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx.delete(staffFactors).where(eq(staffFactors.userId, userId));
      await tx.insert(staffAudit).values({ actorId: caller.userId, targetId: userId, action: 'factor-reset' });
      return { id: userId };
    });
  }

  /** The demo's staff: enrolled with a secret everyone may know (`npm run staff:demo-code`). */
  async enrolKnownSecret(userId: number, secret: string) {
    await this.db
      .insert(staffFactors)
      .values({ userId, secret: seal(this.secretKey, secret), confirmedAt: new Date() });
  }

  private async factorOf(userId: number) {
    const [factor] = await this.db.select().from(staffFactors).where(eq(staffFactors.userId, userId));
    return factor;
  }

  private markVerified(tx: Database, caller: Session) {
    return tx
      .insert(staffSessions)
      .values({ sessionId: caller.id })
      .onConflictDoUpdate({ target: staffSessions.sessionId, set: { verifiedAt: sql`now()` } });
  }

  /** One attempt under the limits: `check` answers whether it passed; a pass gives the attempt back. */
  private async attempt(caller: Session, clientIp: string, check: () => Promise<boolean>) {
    const reservation = await this.limiter.reserve(attemptLimits(caller.userId, clientIp));
    if (!(await check())) throw codeInvalid();
    await this.limiter.giveBack(reservation);
  }

  private async useRecoveryCode(caller: Session, typed: string) {
    if (typed.length !== 10) return false;
    const unused = await this.db
      .select({ id: staffRecoveryCodes.id, hash: staffRecoveryCodes.hash })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, caller.userId), isNull(staffRecoveryCodes.usedAt)));
    for (const row of unused) {
      if (!(await verifyHash(row.hash, typed))) continue;
      return this.db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
          .returning({ id: staffRecoveryCodes.id });
        if (!used) return false;
        await this.markVerified(tx, caller);
        await tx.insert(staffAudit).values({ actorId: caller.userId, targetId: caller.userId, action: 'recovery' });
        return true;
      });
    }
    return false;
  }
}
