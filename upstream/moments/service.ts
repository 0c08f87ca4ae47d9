import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import type { Ledger } from '../economy/ledger';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaSigner } from '../media/signing';
import type { MediaStorage } from '../media/storage';
import type { SocialService } from '../social/service';
import type { LanguageDetector } from '../translation/detect';
import type { Translator } from '../translation/translator';
import { MomentBurn } from './burn';
import { type FeedQuery, MomentFeed } from './feed';
import type { Cursor, LiveScope } from './fields';
import { MomentHooks } from './hooks';
import { MomentInteractions } from './interactions';
import { MomentPresenter } from './presenting';
import { MomentPublishing, type PublishInput } from './publishing';
import { MomentTranslating } from './translating';

export interface MomentDependencies {
  db: Database;
  social: SocialService;
  signer: MediaSigner;
  storage: MediaStorage;
  limiter: RateLimiter;
  ledger: Ledger;
  translator: Translator;
  detector: LanguageDetector;
  onEvent: () => void;
  now?: () => number;
}

/**
 * Moments (docs/decisions.md "Moments"): what routes and other domains call. Behind it a file
 * a concern: feed.ts (scopes, one moment, the audience of a new one), publishing.ts (publish,
 * pin, delete), interactions.ts (likes, comments), burn.ts (burn-after-reading views and
 * which picture URLs still serve), translating.ts, presenting.ts, queries.ts (who may see what).
 */
export class MomentService {
  private readonly feed: MomentFeed;
  private readonly publishing: MomentPublishing;
  private readonly interactions: MomentInteractions;
  private readonly burn: MomentBurn;
  private readonly translating: MomentTranslating;
  /** Where other domains act inside likes and comments (hooks.ts). */
  readonly hooks = new MomentHooks();

  constructor(deps: MomentDependencies) {
    const present = new MomentPresenter(deps.db, deps.social, deps.signer);
    this.feed = new MomentFeed(deps.db, present);
    this.publishing = new MomentPublishing(deps.db, this.feed, deps.limiter, deps.storage, deps.detector, deps.onEvent);
    this.interactions = new MomentInteractions(
      deps.db,
      this.feed,
      present,
      deps.limiter,
      deps.detector,
      deps.onEvent,
      this.hooks,
    );
    this.burn = new MomentBurn(deps.db, this.feed, present, deps.now);
    this.translating = new MomentTranslating(deps.db, deps.ledger, deps.translator);
  }

  publish(userId: number, input: PublishInput, uiLanguage: string) {
    return this.publishing.publish(userId, input, uiLanguage);
  }
  remove(userId: number, momentId: number) {
    return this.publishing.remove(userId, momentId);
  }
  pin(userId: number, momentId: number, pinned: boolean) {
    return this.publishing.pin(userId, momentId, pinned);
  }

  list(viewerId: number, query: FeedQuery) {
    return this.feed.list(viewerId, query);
  }
  info(viewerId: number, momentId: number) {
    return this.feed.info(viewerId, momentId);
  }
  batch(viewerId: number, ids: number[]) {
    return this.feed.batch(viewerId, ids);
  }
  newCount(viewerId: number, scope: LiveScope, since: Cursor) {
    return this.feed.newCount(viewerId, scope, since);
  }
  audience(momentId: number, userIds: number[]) {
    return this.feed.audience(momentId, userIds);
  }

  like(viewerId: number, momentId: number, like: boolean) {
    return this.interactions.like(viewerId, momentId, like);
  }
  comment(viewerId: number, momentId: number, content: string, replyTo: number | undefined, uiLanguage: string) {
    return this.interactions.comment(viewerId, momentId, content, replyTo, uiLanguage);
  }
  removeComment(viewerId: number, commentId: number) {
    return this.interactions.removeComment(viewerId, commentId);
  }
  commentBatch(viewerId: number, ids: number[]) {
    return this.interactions.commentBatch(viewerId, ids);
  }
  comments(viewerId: number, momentId: number, cursor: Cursor | undefined, size: number) {
    return this.interactions.list(viewerId, momentId, cursor, size);
  }

  viewBurn(viewerId: number, momentId: number) {
    return this.burn.view(viewerId, momentId);
  }
  recoverBurn(userId: number, momentId: number) {
    return this.burn.recover(userId, momentId);
  }
  /** For media's `/media/photos` check: whether a moment picture's URL may still serve the viewer. */
  mayShowPicture(key: string, viewerId: number, pictureId: number) {
    return this.burn.mayShowPicture(key, viewerId, pictureId);
  }

  /** POST /dynamic/translate: a moment the viewer may see, translated for them; answers it translated. */
  async translateMoment(
    viewerId: number,
    momentId: number,
    input: { target?: string; coins: boolean },
    ui: UiLanguage,
  ) {
    const { moment } = await this.feed.visible(viewerId, momentId);
    await this.translating.translate(
      viewerId,
      { kind: 'moment', id: momentId, text: moment.content, language: moment.language },
      input,
      ui,
    );
    const translated = await this.feed.info(viewerId, momentId);
    return { translation: translated.translation, dynamicId: momentId };
  }

  /** POST /dynamic/translate-comment: a comment the viewer may see, translated for them. */
  async translateComment(
    viewerId: number,
    commentId: number,
    input: { target?: string; coins: boolean },
    ui: UiLanguage,
  ) {
    const comment = await this.interactions.commentById(viewerId, commentId);
    await this.translating.translate(
      viewerId,
      { kind: 'comment', id: commentId, text: comment.content, language: comment.language },
      input,
      ui,
    );
    const translated = await this.interactions.commentById(viewerId, commentId);
    return { translation: translated.translation, commentId };
  }
}
