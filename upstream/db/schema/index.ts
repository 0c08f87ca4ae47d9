// Every table, for `import { users } from '../db/schema'` and for Drizzle's typed queries
// (db/open.ts). Each domain's tables are in its own file here; drizzle-kit reads them all.
export * from './account';
export * from './chat';
export * from './economy';
export * from './friend';
export * from './limits';
export * from './mail';
export * from './mall';
export * from './match';
export * from './media';
export * from './moderation';
export * from './moments';
export * from './notices';
export * from './social';
export * from './staff';
export * from './support';
export * from './translation';
export * from './user';
export * from './webhooks';
