import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside the account's changes (chat: customer service's welcome). */
export class AccountHooks {
  /**
   * In the registration's transaction, once the member and their session exist; `language`: the one they registered in.
   */
  readonly memberRegistered = new Hook<(tx: Database, userId: number, language: UiLanguage) => Promise<void>>();
}
