import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatMessages } from './chat';
import { users } from './user';

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
  (table) => [
    uniqueIndex('translations_key').on(table.textHash, table.sourceLanguage, table.targetLanguage, table.engine),
  ],
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
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id),
    /** Who it was made for, and who paid for it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'sent' (the sender's outgoing translation) | 'asked' (a reader's) | 'auto' (the reader's automatic one). */
    origin: text('origin').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    translationId: integer('translation_id').references(() => translations.id),
    /** Why there is no translation: 'unavailable' | 'failed' | 'insufficient'. */
    failure: text('failure'),
    /** Characters metered for it (0 when it failed or cost nothing). */
    characters: integer('characters').notNull().default(0),
    /**
     * With failure 'insufficient': the characters its payer had left then (free, membership and pack), fewer than it
     * needed.
     */
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The member it is to be sent to. */
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the text: the send must carry the very text. */
    textHash: text('text_hash').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    translationId: integer('translation_id')
      .notNull()
      .references(() => translations.id),
    /** Characters metered for it (0 when free: customer service). */
    characters: integer('characters').notNull().default(0),
    /** The message it went out with; null until sent. */
    messageId: integer('message_id')
      .unique()
      .references(() => chatMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('draft_translations_unsent')
      .on(table.userId, table.peerId, table.textHash, table.sourceLanguage, table.targetLanguage)
      .where(sql`${table.messageId} is null`),
  ],
);

/**
 * A better wording of a message's translation, proposed by its reader for its writer to see
 * (as language-exchange apps correct): one per message, the reader may change it.
 */
export const messageCorrections = pgTable('message_corrections', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .unique()
    .references(() => chatMessages.id),
  /** The reader who proposed it. */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
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
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id),
    /**
     * Where the owner's messages are translated: null follows the peer's language, 'none' is no translation, else a
     * language.
     */
    outgoing: text('outgoing'),
    /**
     * Whether the peer's messages are translated into the owner's language as they arrive (on until the owner turns it
     * off).
     */
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
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (table) => [check('translation_free_use_used', sql`${table.used} >= 0`)],
);
