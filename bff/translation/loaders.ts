import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { TranslationAllowanceInfo, TranslationLanguagesInfo, TranslationSettingsInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /**
     * The caller's translation settings for the conversation with each member (by the member's id); null where they may
     * not message them.
     */
    translationSettings: DataLoader<number, TranslationSettingsInfo | null>;
    /** The languages the engine serves, as the caller's own language sees them. One call per operation. */
    translationLanguages: () => Promise<TranslationLanguagesInfo>;
    /** The caller's free translation characters. One call per operation. */
    translationAllowance: () => Promise<TranslationAllowanceInfo>;
  }
}

registerLoaders({
  translationSettings: ({ upstream }) =>
    new DataLoader((userIds) => upstream.translation.settings(userIds), { maxBatchSize: 100 }),
  translationLanguages: ({ upstream }) => once(() => upstream.translation.languages()),
  translationAllowance: ({ upstream }) => once(() => upstream.translation.allowance()),
});
