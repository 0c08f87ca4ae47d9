import DataLoader from 'dataloader';
import { ServiceUnavailableError, UnauthenticatedError } from '../errors';
import { AccountEndpoints } from './account';
import { AlbumEndpoints } from './album';
import { ChatEndpoints, type ConversationInfo, type MessageInfo } from './chat';
import { EconomyEndpoints, type GiftInfo, type RedPacketInfo, type WalletInfo } from './economy';
import { FriendEndpoints } from './friend';
import { SocialEndpoints } from './social';
import { SystemEndpoints } from './system';
import { TranslationEndpoints, type TranslationAllowanceInfo, type TranslationLanguagesInfo, type TranslationSettingsInfo } from './translation';
import type { KnownSessions } from '../known-sessions';
import type { UpstreamCaller, UpstreamTransport } from './transport';
import type { FriendRequestInfo, MyInfo, UserInfo } from './types';

/** Every upstream area, bound to one caller: what resolvers call (they never name a path). */
export function createUpstream(transport: UpstreamTransport, caller: UpstreamCaller) {
  return {
    account: new AccountEndpoints(transport, caller),
    social: new SocialEndpoints(transport, caller),
    friend: new FriendEndpoints(transport, caller),
    album: new AlbumEndpoints(transport, caller),
    system: new SystemEndpoints(transport, caller),
    chat: new ChatEndpoints(transport, caller),
    economy: new EconomyEndpoints(transport, caller),
    translation: new TranslationEndpoints(transport, caller),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;

/**
 * Per-request loaders built from those: every read of one operation goes through here, so
 * repeated and sibling reads cost one call, and a list costs the same calls at any length.
 * Each DataLoader is made on first use: a socket's idle subscription holds none.
 */
export class Loaders {
  private myInfoLoad: Promise<MyInfo> | undefined;
  private usersLoader: DataLoader<number, UserInfo | null> | undefined;
  private friendRequestsLoader: DataLoader<number, FriendRequestInfo | null> | undefined;
  private messagesLoader: DataLoader<number, MessageInfo | null> | undefined;
  private conversationsLoader: DataLoader<number, ConversationInfo | null> | undefined;
  private unreadLoad: Promise<{ total: number; service: number }> | undefined;
  private walletLoad: Promise<WalletInfo> | undefined;
  private giftsLoad: Promise<GiftInfo[]> | undefined;
  private redPacketsLoader: DataLoader<number, RedPacketInfo | null> | undefined;
  private translationSettingsLoader: DataLoader<number, TranslationSettingsInfo | null> | undefined;
  private translationLanguagesLoad: Promise<TranslationLanguagesInfo> | undefined;
  private translationAllowanceLoad: Promise<TranslationAllowanceInfo> | undefined;

  constructor(
    private readonly upstream: Upstream,
    private readonly caller: UpstreamCaller,
    private readonly knownSessions: KnownSessions,
  ) {}

  /** The caller's own account and session; one call per operation at most. */
  myInfo(): Promise<MyInfo> {
    const { caller, knownSessions } = this;
    return (this.myInfoLoad ??= this.upstream.account.myInfo().then(
      (me) => {
        if (caller.token) knownSessions.remember(caller.token, me.id);
        return me;
      },
      (error) => {
        if (caller.token && error instanceof UnauthenticatedError) knownSessions.forgetToken(caller.token);
        throw error;
      },
    ));
  }

  /** Who the caller is: without a call when their token was confirmed lately. */
  async viewerId(): Promise<number> {
    const known = this.caller.token ? this.knownSessions.memberOf(this.caller.token) : undefined;
    return known ?? (await this.myInfo()).id;
  }

  /**
   * Who the caller is, or null without a live session. An outage is an error, never "nobody"
   * (that would read as a logout); each asker gets an error of its own, since the node
   * plugin marks the error it is given as that node's.
   */
  async viewerIdOrNull(): Promise<number | null> {
    if (!this.caller.token) return null;
    try {
      return await this.viewerId();
    } catch (error) {
      if (error instanceof UnauthenticatedError) return null;
      if (error instanceof ServiceUnavailableError) throw new ServiceUnavailableError(error.message);
      throw error;
    }
  }

  /** Members as the caller may see them, many per call; null where hidden, blocked or gone (and for a visitor, who sees nobody). */
  get users(): DataLoader<number, UserInfo | null> {
    return (this.usersLoader ??= new DataLoader(async (ids) => (this.caller.token ? this.upstream.social.batch(ids) : ids.map(() => null)), { maxBatchSize: 100 }));
  }

  /** Friend requests the caller received; null where not theirs. */
  get friendRequests(): DataLoader<number, FriendRequestInfo | null> {
    return (this.friendRequestsLoader ??= new DataLoader(
      async (ids) => {
        if (!this.caller.token) return ids.map(() => null);
        const requests = await this.upstream.friend.requestBatch(ids);
        for (const request of requests) if (request) this.users.prime(request.user.id, request.user);
        return requests;
      },
      { maxBatchSize: 100 },
    ));
  }

  /** Messages the caller may read; null where not (recalled, cleared, someone else's). */
  get messages(): DataLoader<number, MessageInfo | null> {
    return (this.messagesLoader ??= new DataLoader(async (ids) => (this.caller.token ? this.upstream.chat.messageBatch(ids) : ids.map(() => null)), { maxBatchSize: 100 }));
  }

  /** The caller's conversation with each member (by the member's id); null where they may not open it. */
  get conversations(): DataLoader<number, ConversationInfo | null> {
    return (this.conversationsLoader ??= new DataLoader(
      async (userIds) => {
        if (!this.caller.token) return userIds.map(() => null);
        const conversations = await this.upstream.chat.conversationsWith(userIds);
        for (const conversation of conversations) if (conversation) this.users.prime(conversation.user.id, conversation.user);
        return conversations;
      },
      { maxBatchSize: 100 },
    ));
  }

  /** The caller's unread messages: all, and from customer service. One call per operation. */
  unread() {
    return (this.unreadLoad ??= this.upstream.chat.unread());
  }

  /** The caller's balances, membership and free gifts. One call per operation. */
  wallet() {
    return (this.walletLoad ??= this.upstream.economy.wallet());
  }

  /** The gift catalogue in the caller's language. One call per operation. */
  gifts() {
    return (this.giftsLoad ??= this.upstream.economy.gifts());
  }

  /** Red packets the caller sent or received (one call each: a history page holds few); null where not theirs. */
  get redPackets(): DataLoader<number, RedPacketInfo | null> {
    return (this.redPacketsLoader ??= new DataLoader(async (ids) =>
      Promise.all(ids.map((id) => (this.caller.token ? this.upstream.economy.redPacket(id).catch(() => null) : null))),
    ));
  }

  /** The caller's translation settings for the conversation with each member (by the member's id); null where they may not message them. */
  get translationSettings(): DataLoader<number, TranslationSettingsInfo | null> {
    return (this.translationSettingsLoader ??= new DataLoader((userIds) => this.upstream.translation.settings(userIds), { maxBatchSize: 100 }));
  }

  /** The languages the engine serves, as the caller's own language sees them. One call per operation. */
  translationLanguages() {
    return (this.translationLanguagesLoad ??= this.upstream.translation.languages());
  }

  /** The caller's free translation characters. One call per operation. */
  translationAllowance() {
    return (this.translationAllowanceLoad ??= this.upstream.translation.allowance());
  }

  /** Lists answer whole profiles: keep them, so their rows cost no further call. */
  primeUsers<U extends UserInfo>(list: U[]): U[] {
    for (const user of list) this.users.prime(user.id, user);
    return list;
  }

  clearAll() {
    this.myInfoLoad = undefined;
    this.usersLoader?.clearAll();
    this.friendRequestsLoader?.clearAll();
    this.messagesLoader?.clearAll();
    this.conversationsLoader?.clearAll();
    this.unreadLoad = undefined;
    this.walletLoad = undefined;
    this.redPacketsLoader?.clearAll();
    this.translationSettingsLoader?.clearAll();
    this.translationLanguagesLoad = undefined;
    this.translationAllowanceLoad = undefined;
  }
}
