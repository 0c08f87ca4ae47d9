import { buildUpstream } from './server';

// `npm run start:upstream`: settings from the environment (upstream/config.ts).
let upstream: ReturnType<typeof buildUpstream>;
try {
  upstream = buildUpstream();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

upstream.start().then(
  (url) => {
    const where = upstream.config.databaseUrl ? 'PostgreSQL' : `PGlite in ${upstream.config.dataDir}`;
    console.log(
      `Across upstream listening on ${url}/user-service (${where}; webhooks to ${upstream.config.webhookUrl})`,
    );
    if (upstream.demoLogin) console.log(`Demo login: ${upstream.demoLogin}`);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    upstream.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  });
}
