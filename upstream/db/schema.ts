import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Members. `account` (the numeric ID members search by) is id + ACCOUNT_OFFSET, derived, not stored. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  /** The member's common language, as they chose it: null until they do (nothing is assumed for them). */
  language: text('language'),
  /**
   * The language the member last used Across in (the `language` header of their registration,
   * login and requests since): their language for reading and translation until they choose
   * one (`language`), which it never sets.
   */
  interfaceLanguage: text('interface_language'),
  /** Other languages the member speaks (codes, at most 5, never the common one): nothing in them is translated for them unasked. */
  spokenLanguages: text('spoken_languages').array().notNull().default(sql`'{}'::text[]`),
  region: text('region'),
  /** Spec §3: 1 male, 2 female, 0 other, as the member chose; null until they do. */
  gender: smallint('gender'),
  vipLevel: smallint('vip_level').notNull().default(0),
  /** When the membership (`vipLevel` 1 or 2) ends; past it the member is normal again. */
  vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
  /** When the membership's next month of translation characters is due (null: none due). */
  vipAllowanceDueAt: timestamp('vip_allowance_due_at', { withTimezone: true }),
  birthYear: smallint('birth_year'),
  birthMonth: smallint('birth_month'),
  birthDay: smallint('birth_day'),
  height: smallint('height'),
  weight: smallint('weight'),
  /** Height and weight are the member's own unless they choose to show them to other members. */
  heightVisible: boolean('height_visible').notNull().default(false),
  weightVisible: boolean('weight_visible').notNull().default(false),
  occupation: text('occupation'),
  /** Hobby codes, comma-separated (spec §3 "interest", at most 3). */
  interest: text('interest').notNull().default(''),
  signature: text('signature'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the member closed the account: they vanish from every list, their history stays. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Privacy (spec §3): who may add me, who sees likes and comments on my posts, and what dating apps add. */
  friendRequestsNeedApproval: boolean('friend_requests_need_approval').notNull().default(true),
  likesPublic: boolean('likes_public').notNull().default(true),
  commentsPublic: boolean('comments_public').notNull().default(true),
  hiddenFromSearch: boolean('hidden_from_search').notNull().default(false),
  onlineStatusHidden: boolean('online_status_hidden').notNull().default(false),
  /** Chat privacy: the member's typing is never shown to the peer. */
  typingHidden: boolean('typing_hidden').notNull().default(false),
  /** Paid unlocks (spec §3 isPayMsg, isBurnPayMsg; §6): the member pays for the first message to a new contact, and for another member's photos. */
  paysForMessages: boolean('pays_for_messages').notNull().default(false),
  paysForPhotos: boolean('pays_for_photos').notNull().default(false),
  /** When the member dismissed the pay notice (spec §4; `/message/update_alert_status`). */
  payNoticeDismissedAt: timestamp('pay_notice_dismissed_at', { withTimezone: true }),
  /** The customer-service account (one, created by upstream itself: upstream/chat/service-account.ts). */
  isService: boolean('is_service').notNull().default(false),
}, (table) => [uniqueIndex('users_one_service').on(table.isService).where(sql`${table.isService}`)]);

/** Who follows whom (spec: followers and following). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull().references(() => users.id),
    followeeId: integer('followee_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.followeeId] }), index('follows_followee').on(table.followeeId, table.createdAt)],
);

/** Visits to a member's home page: one row per visitor per member per day. */
export const visits = pgTable(
  'visits',
  {
    visitorId: integer('visitor_id').notNull().references(() => users.id),
    visitedId: integer('visited_id').notNull().references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.visitedId, table.day, table.visitorId] }), index('visits_visited_last').on(table.visitedId, table.lastVisitAt)],
);

/** Blocks work both ways: neither member finds, sees, follows, messages or gifts the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id').notNull().references(() => users.id),
    blockedId: integer('blocked_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('blocks_blocked').on(table.blockedId)],
);

/** Login sessions. Only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_live').on(table.userId).where(sql`${table.revokedAt} is null`)],
);

/** Chat-service users (the chat SDK's "register user": username, password, nickname): one per member. */
export const chatUsers = pgTable('chat_users', {
  username: text('username').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  /** argon2id, as the SDK's "log in with hashed password"; a member's chat password is their account password. */
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events for the BFF, written in the transaction that made the change, delivered until acknowledged. */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Write order: events of one transaction share `created_at`, and are delivered in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('webhook_outbox_due').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

/** E-mailed verification codes: only a hash is kept; single use; dead after too many wrong guesses. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_open').on(table.email, table.purpose).where(sql`${table.closedAt} is null`)],
);

/** Mail kept instead of sent when no SMTP server is configured: the development mailbox. */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  purpose: text('purpose'),
  code: text('code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per limited key (failed logins, code requests, code checks, member lookups): the
 * hits of its current window. Reserved with one upsert that only counts while under the
 * limit, so concurrent attempts can never exceed it (upstream/limits/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends').on(table.windowEndsAt)],
);

/**
 * Code requests waiting for the mail worker: the request only records one, so it does the
 * same work whether or not the address has an account (upstream/account/code-mail.ts).
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; a claimed row is pushed past the mail timeout (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_requests_due').on(table.nextAttemptAt)],
);

/** Uploads made with a grant (spec's upload-token calls); each grant's nonce is used once. */
export const uploads = pgTable('uploads', {
  nonce: text('nonce').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  key: text('key'),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  attachedAt: timestamp('attached_at', { withTimezone: true }),
});

/** A member's album (spec §2 "my album"). */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('album_photos_user').on(table.userId, table.id).where(sql`${table.deletedAt} is null`)],
);

/** Live subscription connections reported by the BFF: a member is online while one is fresh. */
export const presence = pgTable(
  'presence',
  {
    connectionId: text('connection_id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('presence_user').on(table.userId, table.lastSeenAt)],
);

/** Friends (spec: address book): one row each way, with the owner's remark name for the friend. */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    friendId: integer('friend_id').notNull().references(() => users.id),
    remarkName: varchar('remark_name', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.friendId] }), index('friendships_friend').on(table.friendId)],
);

/** Friend requests (spec §4): pending, then accepted or rejected; at most one pending per pair and direction. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id').notNull().references(() => users.id),
    toId: integer('to_id').notNull().references(() => users.id),
    message: varchar('message', { length: 200 }),
    /** 'pending' | 'accepted' | 'rejected' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('friend_requests_one_pending').on(table.fromId, table.toId).where(sql`${table.status} = 'pending'`),
    index('friend_requests_to').on(table.toId, table.createdAt),
  ],
);

/**
 * One-to-one chat messages (spec §3 Message). `clientId` is the sender's own id for the
 * message: a resend with the same one answers the first message (idempotent sends).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id').notNull().references(() => users.id),
    recipientId: integer('recipient_id').notNull().references(() => users.id),
    clientId: text('client_id').notNull(),
    /** 'txt' | 'img' | 'custom' */
    type: text('type').notNull(),
    body: text('body'),
    /** An image's storage key (an upload of the sender's), until its bytes are deleted. */
    mediaKey: text('media_key'),
    width: integer('width'),
    height: integer('height'),
    burn: boolean('burn').notNull().default(false),
    custom: jsonb('custom'),
    ext: jsonb('ext'),
    /** A text's language as detected when it was sent (null: no words to read, or not a text). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    /** Set when an image's bytes were deleted because nobody may see it any more. */
    mediaDeletedAt: timestamp('media_deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client').on(table.senderId, table.clientId),
    index('chat_messages_pair').on(table.senderId, table.recipientId, table.id),
    index('chat_messages_media').on(table.id).where(sql`${table.mediaKey} is not null and ${table.mediaDeletedAt} is null`),
  ],
);

/**
 * A member's entry for the conversation with one peer (spec §3 Conversation entry): their
 * unread count, preview, what they read of the peer's messages and where they cleared.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id),
    peerId: integer('peer_id').notNull().references(() => users.id),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The newest message the owner still sees (not recalled, after their clear), or null. */
    lastMessageId: integer('last_message_id'),
    lastTime: timestamp('last_time', { withTimezone: true }).notNull().defaultNow(),
    /** The peer's messages up to this id count as read by the owner. */
    readUpTo: integer('read_up_to').notNull().default(0),
    /** The owner cleared their history: messages up to this id are gone for them. */
    clearedBefore: integer('cleared_before').notNull().default(0),
    /** Deleted from the owner's list until a new message comes. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_conversations_pair').on(table.ownerId, table.peerId), index('chat_conversations_owner_time').on(table.ownerId, table.lastTime)],
);

/** The one view of a burn-after-reading photo by its recipient. */
export const chatBurnViews = pgTable('chat_burn_views', {
  messageId: integer('message_id').primaryKey().references(() => chatMessages.id),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Complaints about members (spec §3 Complaint), kept for review. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').notNull().references(() => users.id),
    reportedId: integer('reported_id').notNull().references(() => users.id),
    type: smallint('type').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    messageId: integer('message_id').references(() => chatMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A repeat (same reporter, member and type) is merged here: how many times, and the latest. */
    reports: integer('reports').notNull().default(1),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaints_reported').on(table.reportedId, table.createdAt), index('complaints_reporter').on(table.reporterId, table.reportedId, table.type)],
);

/**
 * The ledger (upstream/economy/ledger.ts): a member's or a system account per asset. A
 * member's balance is stored and never negative (checked here too); a system account's is
 * the sum of its entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    systemName: text('system_name'),
    asset: text('asset').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member').on(table.userId, table.asset),
    uniqueIndex('ledger_accounts_system').on(table.systemName, table.asset),
    check('ledger_accounts_one_owner', sql`(${table.userId} is null) <> (${table.systemName} is null)`),
    check('ledger_accounts_member_not_negative', sql`${table.userId} is null or ${table.balance} >= 0`),
  ],
);

/** One movement of value, once per member and idempotency key; `result` is what it answered (null only while it is written). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ledger_transactions_key').on(table.userId, table.idempotencyKey)],
);

/** The legs of a movement: per asset they sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_entries_account').on(table.accountId, table.id), index('ledger_entries_transaction').on(table.transactionId), check('ledger_entries_not_zero', sql`${table.amount} <> 0`)],
);

/** Gifts given (spec §3 gift record): free ones (a membership's monthly gifts) cost no coin. */
export const giftRecords = pgTable(
  'gift_records',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id').notNull().references(() => users.id),
    toId: integer('to_id').notNull().references(() => users.id),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    coins: integer('coins').notNull(),
    free: boolean('free').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gift_records_from').on(table.fromId, table.id), index('gift_records_to').on(table.toId, table.id)],
);

/**
 * Coin purchases through a payment provider (upstream/economy/payments.ts). The coins are
 * credited once, from the provider's verified record, when it says the order is paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's order id, once it made one. */
    providerOrderId: text('provider_order_id'),
    coins: integer('coins').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** created → completed or cancelled. */
    status: text('status').notNull().default('created'),
    /** Set by the one request capturing the approved order (a lease: a crashed capture is taken up again after it). */
    captureClaimedAt: timestamp('capture_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payments_provider_order').on(table.provider, table.providerOrderId), index('payments_user').on(table.userId, table.createdAt)],
);

/** The embedded sandbox payment provider's own orders (a stand-in for a real provider's records). */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: uuid('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** The merchant's reference (our payment id). */
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** CREATED → COMPLETED or CANCELLED. */
  status: text('status').notNull().default('CREATED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Red packets of coins in chat: held in escrow until the recipient opens it or it goes back to the sender, once. */
export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id').notNull().references(() => users.id),
    recipientId: integer('recipient_id').notNull().references(() => users.id),
    amount: integer('amount').notNull(),
    note: text('note'),
    /** The chat message that carries it. */
    messageId: integer('message_id'),
    /** sent → opened or returned. */
    status: text('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('red_packets_due').on(table.status, table.expiresAt), check('red_packets_amount_positive', sql`${table.amount} > 0`)],
);

/**
 * Every translation made (docs/decisions.md "Translation"), kept so that a text is sent to an
 * engine once per (text, source, target, engine version), ever: sender, recipient, live
 * deliveries and history reloads all read it from here.
 */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the source text. */
    textHash: text('text_hash').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** The engine and its version (`apertium/3`, `deepl/v2` ...). */
    engine: text('engine').notNull(),
    translatedText: text('translated_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('translations_key').on(table.textHash, table.sourceLanguage, table.targetLanguage, table.engine)],
);

/**
 * A chat message translated for one member into one language (spec §3 ext.translation and
 * translateRecordId): the sender's translation as sent, a reader's when they asked, or an
 * automatic one. A failure is kept too, so both members see why there is no translation.
 */
export const messageTranslations = pgTable(
  'message_translations',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull().references(() => chatMessages.id),
    /** Who it was made for, and who paid for it. */
    userId: integer('user_id').notNull().references(() => users.id),
    /** 'sent' (the sender's outgoing translation) | 'asked' (a reader's) | 'auto' (the reader's automatic one). */
    origin: text('origin').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    translationId: integer('translation_id').references(() => translations.id),
    /** Why there is no translation: 'unavailable' | 'failed' | 'insufficient'. */
    failure: text('failure'),
    /** Characters metered for it (0 when it failed or cost nothing). */
    characters: integer('characters').notNull().default(0),
    /** With failure 'insufficient': the characters its payer had left then (free, membership and pack), fewer than it needed. */
    charactersLeft: integer('characters_left'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_translations_key').on(table.messageId, table.userId, table.targetLanguage)],
);

/**
 * A text translated for its sender before sending (spec §7 `/translate/message`, answering
 * `translateRecordId`): paid for when made; the send that carries its id in `ext` goes out
 * with it (`messageId`), neither translated nor charged again. Unsent, asking again for the
 * same text, languages and peer answers the same one.
 */
export const draftTranslations = pgTable(
  'draft_translations',
  {
    id: serial('id').primaryKey(),
    /** The sender, who paid for it. */
    userId: integer('user_id').notNull().references(() => users.id),
    /** The member it is to be sent to. */
    peerId: integer('peer_id').notNull().references(() => users.id),
    /** sha256 of the text: the send must carry the very text. */
    textHash: text('text_hash').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    translationId: integer('translation_id').notNull().references(() => translations.id),
    /** Characters metered for it (0 when free: customer service). */
    characters: integer('characters').notNull().default(0),
    /** The message it went out with; null until sent. */
    messageId: integer('message_id').unique().references(() => chatMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('draft_translations_unsent').on(table.userId, table.peerId, table.textHash, table.sourceLanguage, table.targetLanguage).where(sql`${table.messageId} is null`)],
);

/**
 * A better wording of a message's translation, proposed by its reader for its writer to see
 * (as language-exchange apps correct): one per message, the reader may change it.
 */
export const messageCorrections = pgTable('message_corrections', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id').notNull().unique().references(() => chatMessages.id),
  /** The reader who proposed it. */
  userId: integer('user_id').notNull().references(() => users.id),
  /** The language of the wording: that of the translation it corrects. */
  language: text('language').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's translation settings for the conversation with one peer (spec §3 local storage
 * "translation-history record", kept on the server so every device has it).
 */
export const chatTranslationSettings = pgTable(
  'chat_translation_settings',
  {
    ownerId: integer('owner_id').notNull().references(() => users.id),
    peerId: integer('peer_id').notNull().references(() => users.id),
    /** Where the owner's messages are translated: null follows the peer's language, 'none' is no translation, else a language. */
    outgoing: text('outgoing'),
    /** Whether the peer's messages are translated into the owner's language as they arrive (on until the owner turns it off). */
    autoTranslate: boolean('auto_translate').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.peerId] })],
);

/**
 * Every member's free translation characters (docs/decisions.md "Free translation and
 * automatic translation"): what they used on the last UTC day they translated, one row a
 * member. A new day starts from nothing used.
 */
export const translationFreeUse = pgTable(
  'translation_free_use',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (table) => [check('translation_free_use_used', sql`${table.used} >= 0`)],
);
