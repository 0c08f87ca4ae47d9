import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../upstream/db/schema';
import type { StaffRole } from '../../upstream/staff/access';
import type { TestUpstream } from './upstream';

/** Staff in upstream tests (issue 25): a role set in the database, the second factor enrolled and confirmed over REST. */

/** The current code of a secret, or the one `steps` time steps away. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Makes the member staff with `role` and passes the second factor on their session (`token`): enrol, then confirm
 * with the current code. Answers the secret and the recovery codes.
 */
export async function staffFactor(api: TestUpstream, who: { id: number; token: string }, role: StaffRole) {
  await api.upstream.database.db.update(users).set({ staffRole: role }).where(eq(users.id, who.id));
  const enrolled = await api.call('POST', '/staff/factor/enrol', { token: who.token });
  if (enrolled.code !== 200) throw new Error(`enrol failed: ${enrolled.msg}`);
  const secret = enrolled.data.secret as string;
  const confirmed = await api.call('POST', '/staff/factor/confirm', {
    token: who.token,
    body: { code: await codeOf(secret) },
  });
  if (confirmed.code !== 200) throw new Error(`confirm failed: ${confirmed.msg}`);
  return { secret, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}
