import { defineDomain } from '../domain';
import './messages'; // this domain's texts join the catalogue
import { OUTCOME_NOTICE, WARNING_NOTICE } from './queries';
import { EvidenceRetention } from './retention';
import { moderationRoutes } from './routes';
import { ModerationService } from './service';

declare module '../domain' {
  interface Services {
    moderation: ModerationService;
    moderationRetention: EvidenceRetention;
  }
}

/**
 * Moderation (issue 25): the queue of reported members, messages, moments and comments, moderators' decisions and
 * the sanctions they impose. It fills chat's `complained` hook (a complaint joins the queue) and the account's
 * `sessionStarting` (a sanctioned member's login is refused), registers its notice kinds with the notices domain
 * (`report_outcome` to reporters, `moderation_warning` to a member warned; each about an item) and removes content
 * through chat's and moments' own removals.
 */
export const moderation = defineDomain({
  name: 'moderation',
  routes: moderationRoutes,
  build: (
    { db, limiter, onEvent, warn, runInBackground },
    { storage, signer, social, accounts, notices, chat, moments },
  ) => {
    notices.registerKind({ id: OUTCOME_NOTICE, targetType: 'report' });
    notices.registerKind({ id: WARNING_NOTICE, targetType: 'report' });
    const moderation = new ModerationService({
      db,
      storage,
      signer,
      limiter,
      social,
      accounts,
      notices,
      chat,
      moments,
      onEvent,
      warn,
    });
    chat.hooks.complained.add(async (tx, complaint) => {
      await moderation.complained(tx, complaint);
    });
    accounts.hooks.sessionStarting.add((tx, userId, language) =>
      moderation.sanctions.refuseLogin(tx, userId, language),
    );
    const moderationRetention = new EvidenceRetention(db, warn);
    runInBackground(moderationRetention);
    return { moderation, moderationRetention };
  },
});
