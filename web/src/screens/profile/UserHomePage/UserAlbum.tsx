import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { UserAlbum_user$key } from '../../../__generated__/UserAlbum_user.graphql';
import { ImagePreview, Photo } from '../../../components/Photo';

/** A member's album: thumbnails that open a preview (spec §2 image preview), each named by its place ("Photo 2 of 5"). */
export function UserAlbum({ user }: { user: UserAlbum_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserAlbum_user on User {
        albumPhotos(first: 30) {
          totalCount
          edges {
            node {
              id
              url
              width
              height
            }
          }
        }
      }
    `,
    user,
  );
  const intl = useIntl();
  const [preview, setPreview] = useState<string | null>(null);
  const photos = data.albumPhotos?.edges ?? [];
  const count = Math.max(data.albumPhotos?.totalCount ?? 0, photos.length);
  return (
    <section className="card album" data-testid="user-album">
      <h2>
        <FormattedMessage id="people.album" /> <span className="muted-count">{data.albumPhotos?.totalCount ?? 0}</span>
      </h2>
      {photos.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="people.albumEmpty" />
        </p>
      ) : (
        <div className="album-grid">
          {photos.map(({ node }, index) => (
            <button key={node.id} type="button" className="album-thumb" onClick={() => setPreview(node.url)}>
              <Photo src={node.url} width={node.width} height={node.height} alt={intl.formatMessage({ id: 'photo.position' }, { index: index + 1, count })} />
            </button>
          ))}
        </div>
      )}
      {preview && <ImagePreview src={preview} onClose={() => setPreview(null)} />}
    </section>
  );
}
