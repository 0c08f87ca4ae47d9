import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MEDIA_URL_TTL_MS } from '../constants';
import type { Database } from '../db/open';
import {
  momentBurnViews,
  momentComments,
  momentLikes,
  momentPictures,
  moments,
  momentTranslations,
  translations,
  users,
} from '../db/schema';
import type { MediaSigner } from '../media/signing';
import type { MemberView, SocialService } from '../social/service';
import type { UserRow } from '../user/presenter';
import type { Audience, MomentType } from './fields';
import { interactionsVisibleTo } from './queries';

/** A reader's translation as a moment or a comment shows it. */
export interface TranslationView {
  source: string;
  target: string;
  text: string;
  engine: string;
}

/** A moment as one viewer sees it (docs/contract.md "Moments"). */
export interface MomentView {
  id: number;
  userId: number;
  user: MemberView;
  content: string;
  language: string | null;
  type: MomentType;
  visibility: Audience;
  interactions: Audience;
  pinned: boolean;
  pictures: Array<{ id: number; url: string | null; width: number; height: number }>;
  /** For viewers of a burn moment only: whether they used their one view. */
  burnState: 'unviewed' | 'viewed' | null;
  likeCount: number | null;
  commentCount: number | null;
  liked: boolean;
  mine: boolean;
  time: number;
  translation: TranslationView | null;
}

/** A comment as one viewer sees it. */
export interface CommentView {
  id: number;
  dynamicId: number;
  userId: number;
  user: MemberView;
  content: string;
  language: string | null;
  parentId: number | null;
  replyToUserId: number | null;
  replyToUser: MemberView | null;
  time: number;
  mine: boolean;
  canDelete: boolean;
  translation: TranslationView | null;
}

/** The columns a moment is presented from, for `viewerId`, in a query over `moments` joined with `users`. */
export const momentColumns = (viewerId: number) => ({
  moment: moments,
  author: users,
  liked: sql<boolean>`exists (select 1 from ${momentLikes} where ${momentLikes.momentId} = ${moments.id} and ${momentLikes.userId} = ${viewerId})`,
  seesInteractions: sql<boolean>`(${interactionsVisibleTo(viewerId)})`,
  viewed: sql<boolean>`exists (select 1 from ${momentBurnViews} where ${momentBurnViews.momentId} = ${moments.id} and ${momentBurnViews.viewerId} = ${viewerId})`,
  // Read with the row (a page is one round trip): its pictures in order, the viewer's latest translation.
  pictures: sql<
    PictureRow[]
  >`(select coalesce(json_agg(json_build_object('id', p.id, 'key', p.key, 'width', p.width, 'height', p.height) order by p.position), '[]'::json) from ${momentPictures} p where p.moment_id = ${moments.id})`,
  translation: sql<TranslationView | null>`(select json_build_object('source', t.source_language, 'target', t.target_language, 'text', tr.translated_text, 'engine', tr.engine) from ${momentTranslations} t join ${translations} tr on tr.id = t.translation_id where t.subject = 'moment' and t.subject_id = ${moments.id} and t.user_id = ${viewerId} order by t.asked_at desc limit 1)`,
});

interface PictureRow {
  id: number;
  key: string;
  width: number;
  height: number;
}

export interface MomentRow {
  moment: typeof moments.$inferSelect;
  author: UserRow;
  liked: boolean;
  seesInteractions: boolean;
  viewed: boolean;
  pictures: PictureRow[];
  translation: TranslationView | null;
}

/** The columns a comment is presented from, in a query over `moment_comments` joined with its author (`users`) and `moments`. */
export const commentColumns = () => ({ comment: momentComments, author: users, momentAuthorId: moments.userId });

export interface CommentRow {
  comment: typeof momentComments.$inferSelect;
  author: UserRow;
  momentAuthorId: number;
}

/**
 * Moments and comments as one viewer sees them: a page of any length is presented in the same
 * few queries (its pictures, the viewer's translations, its members through `social.present`).
 */
export class MomentPresenter {
  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly signer: MediaSigner,
  ) {}

  /** A picture's URL for the viewer: signed for them and checked again on every fetch. */
  pictureUrl(key: string, viewerId: number, pictureId: number, ttlMs = MEDIA_URL_TTL_MS, from = Date.now()) {
    return this.signer.photoUrl(key, { viewerId, momentPictureId: pictureId }, ttlMs, from);
  }

  async moments(viewerId: number, rows: MomentRow[], db: Database = this.db): Promise<MomentView[]> {
    if (rows.length === 0) return [];
    const authors = await this.members(
      db,
      viewerId,
      rows.map((row) => row.author),
    );
    return rows.map(({ moment, author, liked, seesInteractions, viewed, pictures, translation }) => {
      const mine = moment.userId === viewerId;
      const burnViewer = moment.type === 'burn' && !mine;
      return {
        id: moment.id,
        userId: moment.userId,
        user: authors.get(author.id)!,
        content: moment.content,
        language: moment.language,
        type: moment.type as MomentType,
        visibility: moment.visibility as Audience,
        interactions: moment.interactions as Audience,
        pinned: moment.pinnedAt !== null,
        pictures: pictures.map((picture) => ({
          id: picture.id,
          // A burn moment's photos reach a viewer only through their one view (`/dynamic/burn-view`).
          url: burnViewer ? null : this.pictureUrl(picture.key, viewerId, picture.id),
          width: picture.width,
          height: picture.height,
        })),
        burnState: burnViewer ? (viewed ? 'viewed' : 'unviewed') : null,
        likeCount: seesInteractions ? moment.likeCount : null,
        commentCount: seesInteractions ? moment.commentCount : null,
        liked,
        mine,
        time: moment.createdAt.getTime(),
        translation,
      };
    });
  }

  async comments(viewerId: number, rows: CommentRow[], db: Database = this.db): Promise<CommentView[]> {
    if (rows.length === 0) return [];
    const translated = await this.translations(
      db,
      viewerId,
      'comment',
      rows.map((row) => row.comment.id),
    );
    const authors = await this.members(
      db,
      viewerId,
      rows.map((row) => row.author),
    );
    // The member a reply names, when the viewer may open them (else the reply names nobody to them).
    const replyIds = [
      ...new Set(rows.map((row) => row.comment.replyToUserId).filter((id): id is number => id !== null)),
    ];
    const replied = new Map(
      (replyIds.length ? await this.social.many(viewerId, replyIds) : [])
        .filter((member): member is NonNullable<typeof member> => member !== null)
        .map((member) => [member.id, member]),
    );
    return rows.map(({ comment, author, momentAuthorId }) => ({
      id: comment.id,
      dynamicId: comment.momentId,
      userId: comment.userId,
      user: authors.get(author.id)!,
      content: comment.content,
      language: comment.language,
      parentId: comment.parentId,
      replyToUserId:
        comment.replyToUserId !== null && replied.has(comment.replyToUserId) ? comment.replyToUserId : null,
      replyToUser: (comment.replyToUserId !== null && replied.get(comment.replyToUserId)) || null,
      time: comment.createdAt.getTime(),
      mine: comment.userId === viewerId,
      canDelete: comment.userId === viewerId || momentAuthorId === viewerId,
      translation: translated.get(comment.id) ?? null,
    }));
  }

  private async members(db: Database, viewerId: number, rows: UserRow[]) {
    const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
    const presented = await this.social.present(viewerId, unique, db);
    return new Map(presented.map((member) => [member.id, member]));
  }

  /** The viewer's latest asked translation of each subject. */
  private async translations(db: Database, viewerId: number, subject: 'moment' | 'comment', ids: number[]) {
    const rows = await db
      .selectDistinctOn([momentTranslations.subjectId], {
        subjectId: momentTranslations.subjectId,
        source: momentTranslations.sourceLanguage,
        target: momentTranslations.targetLanguage,
        text: translations.translatedText,
        engine: translations.engine,
      })
      .from(momentTranslations)
      .innerJoin(translations, eq(translations.id, momentTranslations.translationId))
      .where(
        and(
          eq(momentTranslations.userId, viewerId),
          eq(momentTranslations.subject, subject),
          inArray(momentTranslations.subjectId, ids),
        ),
      )
      .orderBy(asc(momentTranslations.subjectId), desc(momentTranslations.askedAt));
    return new Map(rows.map(({ subjectId, ...view }) => [subjectId, view]));
  }
}
