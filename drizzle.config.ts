import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to the schema (one file a domain).
export default defineConfig({
  dialect: 'postgresql',
  schema: './upstream/db/schema/*.ts',
  out: './upstream/db/migrations',
});
