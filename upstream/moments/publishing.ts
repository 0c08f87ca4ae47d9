import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { MOMENT_PUBLISH_LIMIT } from '../constants';
import type { Database } from '../db/open';
import { momentComments, momentPictures, moments, momentTranslations, uploads, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaStorage } from '../media/storage';
import type { LanguageDetector } from '../translation/detect';
import { memberLanguageColumns, ownLanguage } from '../translation/member-languages';
import { enqueueEvent } from '../webhooks/outbox';
import type { MomentFeed } from './feed';
import type { Audience, MomentType } from './fields';
import { momentNotFound } from './queries';

export interface PublishInput {
  content: string;
  keys: string[];
  type: MomentType;
  visibility: Audience;
  interactions: Audience;
}

const publishLimited = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    'moment.publishLimit',
    undefined,
    { max: String(MOMENT_PUBLISH_LIMIT.max) },
    retryAfterSeconds,
  );

/** A moment's language: fastText's reading of its words, taken as the writer's own unless it is sure (translation/detect.ts). */
export async function detectLanguage(
  db: Database,
  detector: LanguageDetector,
  writerId: number,
  text: string,
  uiLanguage: string,
) {
  const [writer] = await db.select(memberLanguageColumns).from(users).where(eq(users.id, writerId));
  return detector.detect(text, ownLanguage(writer) ?? uiLanguage, writer.spokenLanguages).language;
}

/** Publishing, pinning and deleting one's own moments. */
export class MomentPublishing {
  constructor(
    private readonly db: Database,
    private readonly feed: MomentFeed,
    private readonly limiter: RateLimiter,
    private readonly storage: MediaStorage,
    private readonly detector: LanguageDetector,
    private readonly onEvent: () => void,
  ) {}

  /**
   * POST /dynamic/release: the photos are uploads of the caller's not yet used (the album's
   * pipeline re-encoded them and dropped their metadata). At most MOMENT_PUBLISH_LIMIT an
   * hour, counted only when published.
   */
  async publish(userId: number, input: PublishInput, uiLanguage: string) {
    const language = await detectLanguage(this.db, this.detector, userId, input.content, uiLanguage);
    const momentId = await this.db.transaction(async (tx) => {
      await this.limiter.reserve([{ key: `moment.publish:${userId}`, ...MOMENT_PUBLISH_LIMIT }], {
        tx,
        refuse: publishLimited,
      });
      const used = await tx
        .update(uploads)
        .set({ attachedAt: new Date() })
        .where(and(inArray(uploads.key, input.keys), eq(uploads.userId, userId), isNull(uploads.attachedAt)))
        .returning();
      if (used.length !== input.keys.length) throw validationError('keys', 'moment.pictureUnknown');
      const [moment] = await tx
        .insert(moments)
        .values({
          userId,
          content: input.content,
          language,
          type: input.type,
          visibility: input.visibility,
          interactions: input.interactions,
        })
        .returning();
      await tx.insert(momentPictures).values(
        input.keys.map((key, position) => {
          const upload = used.find((row) => row.key === key)!;
          return { momentId: moment.id, position, key, width: upload.width ?? 0, height: upload.height ?? 0 };
        }),
      );
      if (input.visibility !== 'me')
        await enqueueEvent(tx, 'moment.published', {
          dynamicId: moment.id,
          userId,
          visibility: input.visibility,
        });
      return moment.id;
    });
    this.onEvent();
    return this.feed.info(userId, momentId);
  }

  /** The caller's own moment's row, else MOMENT_NOT_FOUND (nobody else may change it). */
  private async own(db: Database, userId: number, momentId: number) {
    const [moment] = await db
      .select()
      .from(moments)
      .where(and(eq(moments.id, momentId), eq(moments.userId, userId)));
    if (!moment) throw momentNotFound();
    return moment;
  }

  /**
   * POST /dynamic/del: the moment, its likes, comments, burn views and readers' translation
   * records go in one transaction; its photos' bytes right after it commits.
   */
  async remove(userId: number, momentId: number) {
    const keys = await this.db.transaction(async (tx) => {
      await this.own(tx, userId, momentId);
      const pictures = await tx
        .select({ key: momentPictures.key })
        .from(momentPictures)
        .where(eq(momentPictures.momentId, momentId));
      await tx
        .delete(momentTranslations)
        .where(
          or(
            and(eq(momentTranslations.subject, 'moment'), eq(momentTranslations.subjectId, momentId)),
            and(
              eq(momentTranslations.subject, 'comment'),
              sql`${momentTranslations.subjectId} in (select ${momentComments.id} from ${momentComments} where ${momentComments.momentId} = ${momentId})`,
            ),
          ),
        );
      // Pictures, likes, comments and burn views go with it (ON DELETE CASCADE).
      const deleted = await tx
        .delete(moments)
        .where(and(eq(moments.id, momentId), eq(moments.userId, userId)))
        .returning({ id: moments.id });
      if (deleted.length === 0) throw momentNotFound();
      await enqueueEvent(tx, 'moment.deleted', { dynamicId: momentId, userId });
      return pictures.map((picture) => picture.key);
    });
    this.onEvent();
    for (const key of keys) await this.storage.remove(key);
    return { dynamicId: momentId };
  }

  /** POST /dynamic/dynamic-top: pins (unpinning the one pinned before) or unpins. */
  async pin(userId: number, momentId: number, pinned: boolean) {
    await this.db.transaction(async (tx) => {
      // One pin per member: two pins at once queue on the member's row.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const moment = await this.own(tx, userId, momentId);
      if (pinned) {
        await tx
          .update(moments)
          .set({ pinnedAt: null })
          .where(and(eq(moments.userId, userId), isNotNull(moments.pinnedAt), ne(moments.id, momentId)));
        if (!moment.pinnedAt) await tx.update(moments).set({ pinnedAt: new Date() }).where(eq(moments.id, momentId));
      } else {
        await tx.update(moments).set({ pinnedAt: null }).where(eq(moments.id, momentId));
      }
    });
    return this.feed.info(userId, momentId);
  }
}
