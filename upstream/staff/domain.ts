import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { defineDomain } from '../domain';
import { DEMO_PASSWORD } from '../seed';
import './messages'; // this domain's texts join the catalogue
import { staffRoutes } from './routes';
import { StaffService } from './service';

declare module '../domain' {
  interface Services {
    staff: StaffService;
  }
}

/** The demo's staff: one of each role, enrolled with one known TOTP secret (`npm run staff:demo-code`). */
export const DEMO_STAFF = [
  { email: 'admin@demo.across', nickname: 'Ada (admin)', role: 'admin' },
  { email: 'moderator@demo.across', nickname: 'Mo (moderator)', role: 'moderator' },
  { email: 'support@demo.across', nickname: 'Sam (support)', role: 'support' },
] as const;
export const DEMO_STAFF_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

/**
 * Staff access (issue 25): the one check every staff route makes (access.ts `requireStaff`: the role and this
 * session's second factor), TOTP enrolment and verification with recovery codes, admins' role grants and their audit.
 */
export const staff = defineDomain({
  name: 'staff',
  routes: staffRoutes,
  build: ({ db, limiter, config }) => ({
    staff: new StaffService(db, limiter, config.staffSecretKey, config.argon2),
  }),
  async seed({ services, db }) {
    for (const { email, nickname, role } of DEMO_STAFF) {
      const member = await services.accounts.createMember({ email, nickname, language: 'en', password: DEMO_PASSWORD });
      await services.staff.setRole(null, email, role);
      await services.staff.enrolKnownSecret(member.id, DEMO_STAFF_SECRET);
      // Working accounts, not profiles to meet: out of search and the members' lists.
      await db.update(users).set({ hiddenFromSearch: true }).where(eq(users.id, member.id));
    }
  },
});
