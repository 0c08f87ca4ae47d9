/** Spec §9 and contract constants used by the BFF, in one place. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
export const SESSION_COOKIE = 'across_session';
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60; // 30 days, spec §4
export const UI_LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'de', 'ru', 'ko', 'ja', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';
export const WEBHOOK_PATH = '/webhooks/upstream';
/** Outside production: the page listing mail the embedded upstream kept instead of sending. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** How long a webhook event id is remembered to drop replays. */
export const WEBHOOK_REPLAY_WINDOW_S = 24 * 60 * 60;
export const LOGIN_INPUT_MAX = 254;

export function toUiLanguage(value: unknown): UiLanguage {
  return UI_LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}
/** How often a live socket's presence is refreshed upstream (upstream forgets it after 75 s). */
export const PRESENCE_REFRESH_MS = 30_000;
