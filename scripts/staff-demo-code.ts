import { generate } from 'otplib';
import { readUpstreamConfig } from '../upstream/config';
import { DEMO_STAFF_SECRET } from '../upstream/staff/domain';

/**
 * `npm run staff:demo-code`: the current authenticator code of the demo's staff (admin@, moderator@ and
 * support@demo.across share one published secret), so anyone can try the staff console. It reads no database, so it
 * works while the product runs on its embedded one. Refused in production.
 */
async function main() {
  if (readUpstreamConfig().production) throw new Error('staff:demo-code is for development only.');
  console.log(await generate({ secret: DEMO_STAFF_SECRET }));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
