import type { Database } from '../db/open';
import { Hook } from '../hooks';
import type { UserRow } from '../user/presenter';
import type { MessageRow } from './queries';

export type MessageType = 'txt' | 'img' | 'custom';

/**
 * Fields other domains add to a message as one member sees it. Empty here: a domain that
 * presents something with every message declares its fields by module augmentation beside
 * its `messagePresented` handler (translation: `translation`, `correction`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface MessageExtensions {}

/** A text about to be sent, as the domains that prepare it see it. */
export interface TextToSend {
  /** Both members' rows, read by the send's checks. */
  sender: UserRow;
  recipient: UserRow;
  text: string;
  /** `false`: as written, whatever the conversation's outgoing translation (the request's `translate`). */
  translate: boolean;
  /** The sender's draft translation of this text it goes out with (the request's `ext.translateRecordId`). */
  translateRecordId?: number;
  /** Gold coins may pay what it costs (the request's `payWithCoins`: the sender agreed). */
  coins?: boolean;
}

/** What a domain learned of a text before its transaction, and what it does inside it. */
export interface PreparedText {
  /** The text's language, stored with the message (null: no words to read); the first hook to give one decides. */
  language?: string | null;
  /** First in the send's transaction: the rows it will change, locked before the send limit's row (no deadlock). */
  lock?(tx: Database): Promise<void>;
  /** In the send's transaction, once the message is written. */
  record?(tx: Database, messageId: number): Promise<void>;
}

/** A message about to be written, once chat's own rules let it go. */
export interface MessageToSend {
  /** Both members' rows, as the send's transaction read them. */
  sender: UserRow;
  recipient: UserRow;
  /** 'custom': sent by upstream itself (a gift, a red packet), never by a member's request. */
  type: MessageType;
}

/** What a domain adds to each message it presents: its fields, and what it puts in the message's `ext`. */
export type MessageAdditions = Partial<MessageExtensions> & { ext?: Record<string, unknown> };

/** A complaint about a member (POST /complain/add_complain), as the domains that review complaints see it. */
export interface ComplaintMade {
  reporterId: number;
  reportedId: number;
  /** One of COMPLAINT_TYPES' ids. */
  type: number;
  reason: string;
  notes: string | null;
  /** The message it names, one between the two members (checked), or null. */
  messageId: number | null;
}

/**
 * Where another domain acts inside chat's changes and views, without chat knowing it: each
 * domain adds its handlers in its own `domain.ts` (the economy's contact fee, translation's
 * translations), so chat imports neither. Handlers that run in a send's transaction may
 * refuse it by throwing an `ApiError`.
 */
export class ChatHooks {
  /**
   * Before a text's transaction, once the sender may send it: work that may take a moment and
   * writes nothing (translation: the text's language, its translations made by the engine).
   */
  readonly prepareText = new Hook<(text: TextToSend) => Promise<PreparedText>>();
  /** In the send's transaction, before the message is written (the economy: a first message's coin). */
  readonly beforeSend = new Hook<(tx: Database, message: MessageToSend) => Promise<void>>();
  /**
   * In a complaint's transaction, once it is stored (merged or new) and within the reporter's limits: the
   * moderation domain's queue item and evidence.
   */
  readonly complained = new Hook<(tx: Database, complaint: ComplaintMade) => Promise<void>>();
  /**
   * Whenever messages are shown to members (answers, events, histories): a domain reads what
   * it keeps of them at once, for every viewer (a send shows its message to both members), and
   * answers each message's additions for each viewer (translation: a text's translation for
   * that member, the one it was sent with, a reader's correction). `fresh`: the rows were written
   * by the caller's transaction (a send), so nothing was added to them since.
   */
  readonly messagePresented = new Hook<
    (
      db: Database,
      viewerIds: number[],
      rows: MessageRow[],
      fresh: boolean,
    ) => Promise<(viewerId: number, row: MessageRow) => MessageAdditions>
  >();
}
