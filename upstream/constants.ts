/** Spec §9 and contract constants used by the upstream, in one place. */
export const ACCOUNT_OFFSET = 100_000; // account number = user id + 100000
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000; // 30 days (2592000 s), spec §4/§9
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
export const WEBHOOK_BATCH = 50;
/** At most this many bytes of events in one POST (the BFF takes bodies up to 1 MiB). */
export const WEBHOOK_BATCH_BYTES = 256 * 1024;
/** A claimed outbox row is left alone by other instances this long (past the request timeout). */
export const WEBHOOK_LEASE_MS = WEBHOOK_TIMEOUT_MS + 5_000;
/** Spec §3: gender 1 denotes male, 2 female, 0 other or not given. */
export const GENDER_OPTIONS = [1, 2, 0] as const;
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_WRONG_GUESSES = 5;
export const CODE_RESEND_AFTER_S = 60;
/** Code requests: per address one a minute and five an hour; per client address twenty an hour. */
export const CODE_SEND_LIMITS = { perAddressMinute: 1, perAddressHour: 5, perClientHour: 20 };
/** Failed logins (or password confirmations) within 15 minutes: per account and per client address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_CLIENT = 20;
/** Code mail leaves the request: a worker sends it, each mail cut off after this long. */
export const MAIL_SEND_TIMEOUT_MS = 30_000;
export const CODE_MAIL_POLL_MS = 1_000;
/** A claimed code request is left alone by other instances this long (past the mail timeout). */
export const CODE_MAIL_LEASE_MS = MAIL_SEND_TIMEOUT_MS + 15_000;
/** A code request whose handling keeps failing (not the mail: the database) is dropped after this many tries. */
export const CODE_MAIL_MAX_ATTEMPTS = 5;
/** How often expired rate-limit rows are deleted. */
export const RATE_LIMIT_PURGE_MS = 10 * 60 * 1000;
/**
 * Member lookups (anti-scraping), per member and per client address. Searches: the BFF's
 * userSearch asks twice (the total, then a page), so 60 a minute is 30 searches typed.
 * Lookups by id are weighted by the number of ids asked (a list page is one call of ≤ 100).
 */
export const LOOKUP_LIMITS = {
  searchesPerMember: 60,
  searchesPerClient: 180,
  searchWindowMs: 60 * 1000,
  idsPerMember: 600,
  idsPerClient: 1800,
  idsWindowMs: 10 * 60 * 1000,
};
export type LookupLimits = typeof LOOKUP_LIMITS;
export const MINIMUM_AGE = 18;
export const SIGNATURE_MAX = 200;
export const HOBBIES_MAX = 3;
/** Languages a member may say they speak besides their common language. */
export const SPOKEN_LANGUAGES_MAX = 5;
export const AVATAR_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;
/** Spec §5/§9 image rules: compress above 100 KB towards 0.1 MB, quality 0.5, at most 1920×1080. */
export const IMAGE_COMPRESS_ABOVE_BYTES = 102_400;
export const IMAGE_QUALITY = 50;
export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_GRANT_TTL_MS = 10 * 60 * 1000;
export const MEDIA_URL_TTL_MS = 60 * 60 * 1000;
/** The BFF refreshes each live connection this often; one not refreshed for PRESENCE_STALE_MS is gone. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_STALE_MS = 75_000;

/** How long a shared "add me as a friend" link works. */
export const FRIEND_SHARE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Chat (issue 10; spec §5, §9). */
export const CHAT_TEXT_MAX = 1000; // characters (code points), spec §5
export const CHAT_EXT_MAX_BYTES = 2048;
export const CHAT_HISTORY_PAGE = 20; // spec §9
export const CHAT_HISTORY_PAGE_MAX = 50;
/** A message may be recalled this long after it was sent (spec §4 leaves the value open). */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;
/** A burn-after-reading photo is shown to its recipient once, this long (spec §9: 8 s in chat). */
export const BURN_VIEW_MS = 8_000;
/** Sends per member: 20 in 10 seconds. */
export const CHAT_SEND_LIMIT = { max: 20, windowMs: 10_000 };
/** How often the pass deleting chat images nobody may see any more runs. */
export const CHAT_MEDIA_SWEEP_MS = 30_000;
/** The customer-service account: its name, and the staff login made for it outside production. */
export const SERVICE_NICKNAME = 'Across Support';
export const SERVICE_STAFF_EMAIL = 'support@across.test';
export const SERVICE_EMAIL_PRODUCTION = 'support@across.invalid';

/**
 * Translation (issue 12; spec §6, §9): beyond a member's characters, a translation costs 1 gold coin per 100
 * characters, rounded up.
 */
export const TRANSLATION_CHARACTERS_PER_COIN = 100;
/**
 * Free translation characters every member has each UTC day, spent before any other (docs/decisions.md "Free
 * translation and automatic translation").
 */
export const TRANSLATION_FREE_CHARACTERS_PER_DAY = 2_000;
/**
 * The longest a member waits for one translation: past it, the text goes (or stays) as written and the engine's answer
 * is kept for the next time.
 */
export const TRANSLATION_BUDGET_MS = 5_000;

/**
 * Starting a coin purchase makes a payment and an order at the provider: per member 5 a
 * minute and 30 a day, and at most 5 waiting to be paid (started in the last 3 hours,
 * PayPal's default time to approve an order).
 */
export const PAYMENT_START_LIMITS = [
  { name: 'minute', max: 5, windowMs: 60_000 },
  { name: 'day', max: 30, windowMs: 24 * 60 * 60 * 1000 },
] as const;
export const PENDING_PAYMENTS_MAX = 5;
export const PENDING_PAYMENT_WINDOW_MS = 3 * 60 * 60 * 1000;

/**
 * Reports (complaints): a member may file 20 a day, and 3 a day about any one member;
 * a repeat about the same member for the same reason is merged into the first.
 */
export const COMPLAINT_LIMITS = {
  perReporter: { max: 20, windowMs: 24 * 60 * 60 * 1000 },
  perReporterAndMember: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
};

/** Moments (issue 21; spec §1–§5, docs/decisions.md "Moments"). */
export const MOMENT_TEXT_MAX = 2_000; // characters (code points)
export const MOMENT_PICTURES_MAX = 9;
export const MOMENT_COMMENT_MAX = 500;
/** A burn-after-reading moment's photos are shown to each viewer once, this long (spec: 5 s outside chat). */
export const MOMENT_BURN_VIEW_MS = 5_000;
export const MOMENT_PAGE = 20;
export const MOMENT_PAGE_MAX = 50;
/** The random scope samples moments of the last this many days. */
export const MOMENT_RANDOM_DAYS = 30;
/** `/dynamic/new-count` counts up to this many (the pill says "99+" past it). */
export const MOMENT_NEW_COUNT_MAX = 100;
/** `/dynamic/audience`: viewers asked about at once. */
export const MOMENT_AUDIENCE_MAX = 1_000;
export const MOMENT_PUBLISH_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };
export const MOMENT_COMMENT_LIMIT = { max: 30, windowMs: 60 * 1000 };

/** Random match (issue 22; docs/decisions.md "Random match"). */
/** How long a start searches by default (`matchSearchSeconds`, ACROSS_MATCH_SECONDS). */
export const MATCH_SEARCH_SECONDS = 30;
/** Matches a member who is not SVIP may have a UTC day (never shown to members). */
export const MATCH_DAILY_LIMIT = 10;
/** A member is never paired with one of their own last this many partners, nor of the other's. */
export const MATCH_RECENT_PARTNERS = 20;
/** The membership level that matches without limit and chooses whom (SVIP). */
export const MATCH_UNLIMITED_LEVEL = 2;
/** `/bump/status`'s `current`: the member's latest attempt if it started this recently. */
export const MATCH_CURRENT_MS = 60 * 60 * 1000;
/** The expiry pass runs this often. */
export const MATCH_EXPIRY_POLL_MS = 1_000;

/** Notices and announcements (issue 23; docs/decisions.md "Notices and announcements"). */
/** A new notice joins its kind and target's latest group if that group began less than this long ago. */
export const NOTICE_GROUP_WINDOW_HOURS = 12;
/** The actors a notice group shows (the latest, newest first). */
export const NOTICE_ACTORS_SHOWN = 3;
/** A push goes this long after a group is created or regrouped, if it is still unread then. */
export const NOTICE_PUSH_DELAY_MS = 2_000;
/** The push pass runs this often. */
export const NOTICE_PUSH_POLL_MS = 500;
/** The pass that publishes scheduled announcements runs this often. */
export const ANNOUNCEMENT_POLL_MS = 1_000;
/** How long a process trusts the maintenance window it read (another process may have set one). */
export const MAINTENANCE_CACHE_MS = 1_000;
/** An announcement's title and body, a maintenance message (characters). */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5_000;
export const MAINTENANCE_MESSAGE_MAX = 500;
/** A push endpoint and its keys (characters). */
export const PUSH_ENDPOINT_MAX = 1_000;
export const PUSH_KEY_MAX = 200;
/** How long a push service keeps a push for a browser that is offline (a hint: an hour). */
export const PUSH_TTL_SECONDS = 60 * 60;
/** A push service that has not answered by then is given up on (logged, never retried). */
export const PUSH_TIMEOUT_MS = 10_000;

/** A day, for the periods counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Moderation (issue 25; docs/decisions.md "Moderation"). */
/** A reported message's evidence: it and this many before it in that conversation. */
export const MODERATION_MESSAGES_BEFORE = 20;
/** A suspension lasts 1 to this many days. */
export const MODERATION_SUSPEND_DAYS_MAX = 365;
/** A moderator's note on an action (characters). */
export const MODERATION_NOTE_MAX = 500;
/** An evidence photo's URL, handed to a moderator, works this long. */
export const MODERATION_PHOTO_URL_TTL_MS = 10 * 60 * 1000;
/**
 * A decided item's text evidence and its reporters' words are deleted this many days after the decision (an appeal's
 * and a repeat offence's window); the decision, its category and the audit trail stay.
 */
export const MODERATION_EVIDENCE_RETENTION_DAYS = 180;
/** How often the evidence past its retention is looked for. */
export const MODERATION_RETENTION_SWEEP_MS = 60 * 60 * 1000;
