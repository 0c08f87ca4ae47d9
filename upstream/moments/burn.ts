import { and, asc, eq } from 'drizzle-orm';
import { MOMENT_BURN_VIEW_MS } from '../constants';
import type { Database } from '../db/open';
import { momentBurnViews, momentPictures, moments, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { isId } from '../fields';
import type { MomentFeed } from './feed';
import type { MomentPresenter } from './presenting';
import { momentNotFound, momentVisibleTo } from './queries';

const burnViewed = () => new ApiError(400, 'BURN_VIEWED', 'moment.burnViewed');

/**
 * Burn-after-reading moments: every viewer but the author opens the photos once, all at once,
 * for MOMENT_BURN_VIEW_MS; the URLs say so and every fetch checks it again (`mayShowPicture`).
 * The author may give every viewer their view back (`recover`).
 */
export class MomentBurn {
  constructor(
    private readonly db: Database,
    private readonly feed: MomentFeed,
    private readonly present: MomentPresenter,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /dynamic/burn-view: the viewer's one view, URLs valid MOMENT_BURN_VIEW_MS; a second is BURN_VIEWED. */
  async view(viewerId: number, momentId: number) {
    const { moment } = await this.feed.visible(viewerId, momentId);
    if (moment.type !== 'burn') throw validationError('dynamicId', 'moment.notBurn');
    if (moment.userId === viewerId) throw validationError('dynamicId', 'moment.burnOwn');
    const viewedAt = new Date(this.now());
    // The primary key makes the view one, however many ask at once.
    const [view] = await this.db
      .insert(momentBurnViews)
      .values({ momentId, viewerId, viewedAt })
      .onConflictDoNothing()
      .returning();
    if (!view) throw burnViewed();
    const pictures = await this.db
      .select()
      .from(momentPictures)
      .where(eq(momentPictures.momentId, momentId))
      .orderBy(asc(momentPictures.position));
    return {
      dynamicId: momentId,
      pictures: pictures.map((picture) => ({
        id: picture.id,
        url: this.present.pictureUrl(picture.key, viewerId, picture.id, MOMENT_BURN_VIEW_MS, viewedAt.getTime()),
      })),
      seconds: MOMENT_BURN_VIEW_MS / 1000,
    };
  }

  /** POST /dynamic/burn-recovery: the author gives every viewer their one view back. */
  async recover(userId: number, momentId: number) {
    const [moment] = await this.db
      .select()
      .from(moments)
      .where(and(eq(moments.id, momentId), eq(moments.userId, userId)));
    if (!moment) throw momentNotFound();
    if (moment.type !== 'burn') throw validationError('dynamicId', 'moment.notBurn');
    await this.db.delete(momentBurnViews).where(eq(momentBurnViews.momentId, momentId));
    return this.feed.info(userId, momentId);
  }

  /**
   * Whether a moment picture's URL may still serve `viewerId` (checked on every fetch): the
   * moment still exists and the viewer may see it; a burn moment's only for its author, or a
   * viewer within their view's window.
   */
  async mayShowPicture(key: string, viewerId: number, pictureId: number): Promise<boolean> {
    if (!isId(pictureId) || !isId(viewerId)) return false;
    const [row] = await this.db
      .select({ type: moments.type, authorId: moments.userId, viewedAt: momentBurnViews.viewedAt })
      .from(momentPictures)
      .innerJoin(moments, eq(moments.id, momentPictures.momentId))
      .innerJoin(users, eq(users.id, moments.userId))
      .leftJoin(momentBurnViews, and(eq(momentBurnViews.momentId, moments.id), eq(momentBurnViews.viewerId, viewerId)))
      .where(and(eq(momentPictures.id, pictureId), eq(momentPictures.key, key), momentVisibleTo(viewerId)));
    if (!row) return false;
    if (row.type !== 'burn' || row.authorId === viewerId) return true;
    return row.viewedAt !== null && this.now() < row.viewedAt.getTime() + MOMENT_BURN_VIEW_MS;
  }
}
