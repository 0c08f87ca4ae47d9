import { readUpstreamConfig } from '../upstream/config';
import { openDatabase } from '../upstream/db/open';
import { Ledger } from '../upstream/economy/ledger';

/**
 * `npm run ledger:check`: reconciles the ledger of the configured database (DATABASE_URL, or
 * the PGlite folder in DATA_DIR while the product is stopped: it takes the folder's lock).
 * Prints what does not add up; exits 1 when anything does not.
 */
async function main() {
  const config = readUpstreamConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const problems = await new Ledger(database.db).reconcile();
    for (const problem of problems) console.log(problem);
    console.log(
      problems.length === 0
        ? 'The ledger reconciles: every movement sums to zero and every balance equals its entries.'
        : `${problems.length} problem(s) found.`,
    );
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
