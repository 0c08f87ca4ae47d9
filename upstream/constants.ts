/** Spec §9 and contract constants used by the upstream, in one place. */
export const ACCOUNT_OFFSET = 100_000; // account number = user id + 100000
export const TOKEN_LIFETIME_MS = 2_592_000_000; // 30 days, spec §4
export const CHAT_USERNAME_MAX_BYTES = 64;
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NICKNAME_MAX = 32;
export const PLATFORM_MAX = 32;
export const UI_LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'de', 'ru', 'ko', 'ja', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_BACKOFF_MAX_MS = 60_000;
export const WEBHOOK_POLL_MS = 1_000;
