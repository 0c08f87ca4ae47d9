import { Hook } from '../hooks';

/** Where other domains act inside the album (the economy: paid unlocks). */
export class AlbumHooks {
  /** Whether `viewerId` must pay to see `ownerId`'s photos and has not yet: the price in coins, else null. */
  readonly photosLocked = new Hook<(viewerId: number, ownerId: number) => Promise<number | null>>();
}
