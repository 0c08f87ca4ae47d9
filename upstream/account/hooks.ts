import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside the account's changes (chat: customer service's welcome; moderation: sanctions). */
export class AccountHooks {
  /**
   * In the registration's transaction, once the member and their session exist; `language`: the one they registered in.
   */
  readonly memberRegistered = new Hook<(tx: Database, userId: number, language: UiLanguage) => Promise<void>>();
  /**
   * In a login's transaction, once the password was right and the member's row is locked, before the session
   * starts: a handler may refuse the login with an `ApiError` (moderation: a suspension or a ban in force);
   * `language`: the request's, for what the refusal says.
   */
  readonly sessionStarting = new Hook<(tx: Database, userId: number, language: UiLanguage) => Promise<void>>();
}
