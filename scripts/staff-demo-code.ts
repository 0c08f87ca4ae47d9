import { readUpstreamConfig } from '../upstream/config';
import { openDatabase } from '../upstream/db/open';
import { ApiError } from '../upstream/errors';
import { translate } from '../upstream/i18n';
import { RateLimiter } from '../upstream/limits/rate-limit';
import '../upstream/staff/messages';
import { StaffService } from '../upstream/staff/service';

/**
 * `npm run staff:demo-code EMAIL`: the current authenticator code of a staff member of the development database (the
 * demo's admin@, moderator@ and support@demo.across), so anyone can try the staff console. Refused in production.
 */
async function main() {
  const [email] = process.argv.slice(2);
  if (!email) throw new Error('Usage: npm run staff:demo-code EMAIL');
  const config = readUpstreamConfig();
  if (config.production) throw new Error('staff:demo-code is for development only.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const staff = new StaffService(database.db, new RateLimiter(database.db), config.staffSecretKey, config.argon2);
    console.log(await staff.currentCode(email));
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
