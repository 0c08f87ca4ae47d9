import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaSigner } from '../media/signing';
import type { SocialService } from '../social/service';
import { BurnPhotos } from './burn-photos';
import { Complaints } from './complaints';
import { Conversations } from './conversations';
import { CustomerService, type ServiceAccountOptions } from './customer-service';
import { ChatHooks } from './hooks';
import { ChatPresenter } from './presenting';
import { RecallAndRead } from './recall-and-read';
import { Sending, type SendInput } from './sending';

export { COMPLAINT_TYPES } from './complaints';
export type { MessageType } from './hooks';
export type { ConversationView, MessageView } from './presenting';
export type { CustomMessage, SendInput } from './sending';

/**
 * One-to-one chat (spec §3 Message, Conversation entry; §4 unread, recall, burn after
 * reading; docs/contract.md "Chat"): what routes and other domains call, each part in its
 * own file. Each change is one transaction that also writes its event, each delivery read in
 * that transaction as the member it goes to sees it. Other domains act inside a send and a
 * message through `hooks`, never by changing these files.
 */
export class ChatService {
  /** Where other domains plug into a send and into a presented message (hooks.ts). */
  readonly hooks = new ChatHooks();
  private readonly customerService: CustomerService;
  private readonly sending: Sending;
  private readonly conversationList: Conversations;
  private readonly recallAndRead: RecallAndRead;
  private readonly burnPhotos: BurnPhotos;
  private readonly complaints: Complaints;

  constructor(
    db: Database,
    social: SocialService,
    signer: MediaSigner,
    limiter: RateLimiter,
    account: ServiceAccountOptions,
    /** Called after a transaction wrote a webhook event, to deliver it at once. */
    onEvent: () => void = () => {},
    /** Called when an image may have stopped being needed (recall, clear, a burn view), to delete its bytes. */
    onMediaReleased: () => void = () => {},
    now: () => number = Date.now,
  ) {
    this.customerService = new CustomerService(db, social, account);
    const present = new ChatPresenter(social, signer, this.hooks, this.customerService, now);
    this.sending = new Sending(db, limiter, this.hooks, present, this.customerService, onEvent, now);
    this.conversationList = new Conversations(db, social, present, this.customerService, onEvent, onMediaReleased, now);
    this.recallAndRead = new RecallAndRead(db, present, this.customerService, onEvent, onMediaReleased, now);
    this.burnPhotos = new BurnPhotos(db, signer, present, onEvent, onMediaReleased, now);
    this.complaints = new Complaints(db, limiter, this.hooks, now);
  }

  // ---------------------------------------------------------------- customer service (customer-service.ts)

  /** The customer-service account's id, made the first time it is needed. */
  serviceAccount() {
    return this.customerService.accountId();
  }

  /** GET /service/im-account. */
  serviceImAccount(viewerId: number) {
    return this.customerService.imAccount(viewerId);
  }

  // ---------------------------------------------------------------- sending (sending.ts)

  /** POST /chat/send, and the messages upstream sends (gifts, red packets) `within` their own transaction. */
  send(senderId: number, input: SendInput, within?: Database) {
    return this.sending.send(senderId, input, within);
  }

  /** Customer service's welcome to a new member, in the registration's transaction. */
  welcome(tx: Database, memberId: number, language: UiLanguage) {
    return this.sending.welcome(tx, memberId, language);
  }

  /** POST /chat/typing. */
  typing(viewerId: number, peerId: number, typing: boolean) {
    return this.sending.typing(viewerId, peerId, typing);
  }

  // ---------------------------------------------------------------- conversations (conversations.ts)

  /** GET /chat/history. */
  history(viewerId: number, peerId: number, before: number | undefined, size: number) {
    return this.conversationList.history(viewerId, peerId, before, size);
  }

  /** GET /chat/message-batch; `db`: the caller's transaction. */
  messages(viewerId: number, ids: number[], db?: Database) {
    return this.conversationList.messages(viewerId, ids, db);
  }

  /** POST /message/user-session-list. */
  conversations(viewerId: number, page: { offset: number; size: number }) {
    return this.conversationList.list(viewerId, page);
  }

  /** GET /message/unread-message. */
  unread(viewerId: number) {
    return this.conversationList.unread(viewerId);
  }

  /** GET /chat/conversation-batch. */
  conversationsById(viewerId: number, ids: number[]) {
    return this.conversationList.byId(viewerId, ids);
  }

  /** GET /chat/conversations-with: also whether the caller may message each member at all. */
  conversationsWith(viewerId: number, peerIds: number[]) {
    return this.conversationList.with(viewerId, peerIds);
  }

  /** POST /chat/conversation-delete. */
  deleteConversation(viewerId: number, peerId: number) {
    return this.conversationList.delete(viewerId, peerId);
  }

  /** POST /chat/history-clear. */
  clearHistory(viewerId: number, peerId: number) {
    return this.conversationList.clearHistory(viewerId, peerId);
  }

  // ---------------------------------------------------------------- recall and read (recall-and-read.ts)

  /** POST /chat/recall. */
  recall(viewerId: number, messageId: number) {
    return this.recallAndRead.recall(viewerId, messageId);
  }

  /**
   * A moderator's removal of a message: gone from both sides as its sender's recall, at any time (the recall
   * window does not apply); its image's bytes go with it. MESSAGE_NOT_FOUND when already recalled.
   */
  removeMessage(messageId: number) {
    return this.recallAndRead.recall(undefined, messageId);
  }

  /** POST /chat/read. */
  read(viewerId: number, peerId: number) {
    return this.recallAndRead.read(viewerId, peerId);
  }

  // ---------------------------------------------------------------- burn photos and images (burn-photos.ts)

  /** POST /im/read-burnimg. */
  viewBurn(viewerId: number, messageId: number) {
    return this.burnPhotos.viewBurn(viewerId, messageId);
  }

  /** Whether a chat image's URL may still serve `viewerId` (media's file route asks on every fetch). */
  mayShowImage(key: string, viewerId: number, messageId: number) {
    return this.burnPhotos.mayShowImage(key, viewerId, messageId);
  }

  // ---------------------------------------------------------------- complaints (complaints.ts)

  /** GET /complain/complain_type. */
  complaintTypes(language: UiLanguage) {
    return this.complaints.types(language);
  }

  /** POST /complain/add_complain. */
  complain(
    viewerId: number,
    input: { userId: number; type: number; reason: string; notes: string | null; messageId: number | null },
  ) {
    return this.complaints.complain(viewerId, input);
  }
}
