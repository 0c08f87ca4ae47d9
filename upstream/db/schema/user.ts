import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Members: the row every domain refers to. It holds the columns other domains keep about a member too (privacy,
// memberships, paid unlocks, customer service): one table is not split across files.

/** Members. `account` (the numeric ID members search by) is id + ACCOUNT_OFFSET, derived, not stored. */
export const users = pgTable(
  'users',
  {
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
    /**
     * Other languages the member speaks (codes, at most 5, never the common one): nothing in them is translated for
     * them unasked.
     */
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
    /** Moments: the member sees no like counts anywhere (the web hides them; the upstream still answers them). */
    hideLikeCounts: boolean('hide_like_counts').notNull().default(false),
    /**
     * Paid unlocks (spec §3 isPayMsg, isBurnPayMsg; §6): the member pays for the first message to a new contact, and
     * for another member's photos.
     */
    paysForMessages: boolean('pays_for_messages').notNull().default(false),
    paysForPhotos: boolean('pays_for_photos').notNull().default(false),
    /** When the member dismissed the pay notice (spec §4; `/message/update_alert_status`). */
    payNoticeDismissedAt: timestamp('pay_notice_dismissed_at', { withTimezone: true }),
    /** The customer-service account (one, created by upstream itself: upstream/chat/customer-service.ts). */
    isService: boolean('is_service').notNull().default(false),
    /**
     * Staff (issue 23; issue 25 adds the console and grants): null for members, else 'support' | 'moderator' |
     * 'admin'. Set in the database (tests) and by the demo's seed; staff routes check 'admin'.
     */
    staffRole: text('staff_role'),
  },
  (table) => [
    uniqueIndex('users_one_service').on(table.isService).where(sql`${table.isService}`),
    // Staff's figures: new members per day (upstream/figures/).
    index('users_created').on(table.createdAt),
    check('users_staff_role', sql`${table.staffRole} in ('support', 'moderator', 'admin')`),
  ],
);
