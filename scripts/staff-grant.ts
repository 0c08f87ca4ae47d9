import { readUpstreamConfig } from '../upstream/config';
import { openDatabase } from '../upstream/db/open';
import { ApiError } from '../upstream/errors';
import { translate } from '../upstream/i18n';
import { RateLimiter } from '../upstream/limits/rate-limit';
import { STAFF_ROLES, type StaffRole } from '../upstream/staff/access';
import '../upstream/staff/messages';
import { StaffService } from '../upstream/staff/service';

/**
 * `npm run staff:grant EMAIL ROLE|none`: grants a staff role (support, moderator, admin) to the member with EMAIL, or
 * revokes it, in the configured database (DATABASE_URL, or the PGlite folder in DATA_DIR while the product is stopped:
 * it takes the folder's lock). The staff service's own rules apply: audited, and the last admin stays an admin.
 */
async function main() {
  const [email, chosen] = process.argv.slice(2);
  const role = chosen === 'none' ? null : (chosen as StaffRole);
  if (!email || (role !== null && !STAFF_ROLES.includes(role)))
    throw new Error('Usage: npm run staff:grant EMAIL support|moderator|admin|none');
  const config = readUpstreamConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const staff = new StaffService(database.db, new RateLimiter(database.db), config.staffSecretKey, config.argon2);
    await staff.setRole(null, email, role);
    console.log(role ? `${email} is now ${role}.` : `${email} is no longer staff.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ApiError ? translate('en', error.messageKey) : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
