import { account } from './account/domain';
import { chat } from './chat/domain';
import type { Domain } from './domain';
import { economy } from './economy/domain';
import { figures } from './figures/domain';
import { mall } from './mall/domain';
import { friend } from './friend/domain';
import { match } from './match/domain';
import { media } from './media/domain';
import { moderation } from './moderation/domain';
import { moments } from './moments/domain';
import { notices } from './notices/domain';
import { social } from './social/domain';
import { staff } from './staff/domain';
import { support } from './support/domain';
import { system } from './system/domain';
import { translation } from './translation/domain';
import { user } from './user/domain';

/**
 * Every domain of the upstream, one line each, in the order they are built and seed the demo:
 * a domain uses the services of those above it and adds handlers to their hooks (chat greets
 * through the account's, the economy and translation act in chat's; moments use translation's translator; match
 * presents partners through social's; notices record through the hooks of social, friend, moments, economy and
 * match; the mall records its own kind with notices' service; moderation fills chat's and the account's hooks and
 * removes content through chat's and moments' services; staff seeds the demo's staff members, whose check
 * (staff/access.ts) the other domains' staff routes import); figures reads the others' tables for admins; support
 * answers customer service's conversations through chat's send and read, and hears of its messages through chat's
 * `beforeSend`). Its routes, catalogue,
 * events, services, background passes and demo data are registered from its `domain.ts`.
 */
export const DOMAINS: readonly Domain[] = [
  account,
  user,
  social,
  friend,
  media,
  chat,
  economy,
  translation,
  moments,
  match,
  notices,
  mall,
  moderation,
  staff,
  figures,
  support,
  system,
];
