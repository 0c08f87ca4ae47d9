import { buildUpstream } from './server';

const upstream = buildUpstream();
upstream.start().then(
  (url) => {
    const where = upstream.config.databaseUrl ? 'PostgreSQL' : `PGlite in ${upstream.config.dataDir}`;
    console.log(`Across upstream listening on ${url}/user-service (${where}; webhooks to ${upstream.config.webhookUrl})`);
    if (upstream.demoLogin) console.log(`Demo members created. Log in as ${upstream.demoLogin}`);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void upstream.stop().then(() => process.exit(0)));
}
