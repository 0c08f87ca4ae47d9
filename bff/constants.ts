/** Spec §9 and contract constants used by the BFF, in one place. */
/**
 * Deadlines for one upstream call: well under the web client's 30 s request timeout (spec
 * §9), so an outage answers with a retryable error instead of a hang. Writes get longer:
 * they may hash a password or re-encode a photo.
 */
export const UPSTREAM_READ_TIMEOUT_MS = 8_000;
export const UPSTREAM_WRITE_TIMEOUT_MS = 20_000;
/**
 * Once a call could not reach upstream, the BFF answers every call at once with
 * SERVICE_UNAVAILABLE and asks upstream's health this often, each time within the probe's own
 * deadline, until it answers (bff/upstream/breaker.ts).
 */
export const UPSTREAM_PROBE_INTERVAL_MS = 2_000;
export const UPSTREAM_PROBE_TIMEOUT_MS = 2_000;
/** The upstream route that only says it answers (docs/contract.md). */
export const UPSTREAM_HEALTH_PATH = '/user-service/system/health';
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
/**
 * Every socket is pinged this often and closed if the previous ping got no pong, so a
 * browser that vanished without closing (sleep, lost network) is gone within two intervals.
 */
export const SOCKET_HEARTBEAT_MS = 30_000;
/**
 * WebSocket close codes the web client acts on (docs/contract.md): 4401 the session ended
 * (the reason says why; go to /login), 1013 try again later (upstream unavailable: reconnect
 * with backoff). 4403 is graphql-ws' own refusal of a socket without a valid session.
 */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_TRY_AGAIN_LATER = 1013;

/**
 * Operation limits, in every mode and on both transports (docs/decisions.md). The web
 * client's deepest operation is 6 fields deep and its costliest well under the cost cap.
 */
export const OPERATION_LIMITS = { depth: 8, aliases: 15, directives: 20, tokens: 1000, cost: 5000 } as const;
/** The largest GraphQL request body over HTTP (JSON) and over the socket; uploads may be larger. */
export const OPERATION_BODY_MAX_BYTES = 100 * 1024;
/** An image's bytes, as upstream's uploads take them (docs/contract.md "Media"): at most 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A multipart request: one image plus its operation. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + OPERATION_BODY_MAX_BYTES;
/** Connection pages: 20 rows unless asked, at most 49 (upstream pages hold 50 with the look-ahead row). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 49;
/** `nodes(ids:)` answers at most this many at once. */
export const NODES_MAX = 50;
/** How long a confirmed session token names its member without asking upstream again (bff/known-sessions.ts). */
export const KNOWN_SESSION_TTL_MS = 60_000;
export const KNOWN_SESSIONS_MAX = 10_000;
/** A member's account number is their id plus this (spec §3; docs/contract.md). */
export const ACCOUNT_OFFSET = 100_000;

/** Chat history (spec §9): 20 messages a page, at most 50 when a client asks for more. */
export const CHAT_HISTORY_PAGE = 20;
export const CHAT_HISTORY_PAGE_MAX = 50;

/** At most this many viewers in one `/dynamic/audience` question (docs/contract.md "Moments"). */
export const MOMENT_AUDIENCE_CHUNK = 1000;
/** A moment's photos: 1 to 9 (docs/contract.md "Moments"). */
export const MOMENT_PICTURES_MAX = 9;
/** A notice group shows its latest three actors (docs/contract.md "Notices"): the operation cost counts three. */
export const NOTICE_ACTORS_MAX = 3;
/** Moments and comments a page unless asked, and at most (upstream's keyset lists answer at most 50). */
export const MOMENT_PAGE_DEFAULT = 20;
export const MOMENT_PAGE_MAX = 50;
