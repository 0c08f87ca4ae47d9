import { graphql, useFragment } from 'react-relay';
import type { MomentPictures_moment$key } from '../../../__generated__/MomentPictures_moment.graphql';
import { BurnPictures } from './BurnPictures';
import { PictureGrid } from './PictureGrid';

/** A moment's photos: a grid that opens the viewer, or a burn-after-reading moment's once-only photos. */
export function MomentPictures({ moment }: { moment: MomentPictures_moment$key }) {
  const data = useFragment(
    graphql`
      fragment MomentPictures_moment on Moment {
        id
        kind
        isMine
        burnState
        pictures {
          id
          url
          width
          height
        }
      }
    `,
    moment,
  );
  return data.kind === 'BURN_AFTER_READING' ? <BurnPictures moment={data} /> : <PictureGrid pictures={data.pictures} />;
}
