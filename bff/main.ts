import { buildBff } from './server';

const bff = buildBff();
bff.start().then(
  (url) => {
    console.log(`Across BFF listening on ${url} (GraphQL at ${url}/graphql, upstream ${bff.config.upstreamUrl})`);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void bff.stop().then(() => process.exit(0)));
}
