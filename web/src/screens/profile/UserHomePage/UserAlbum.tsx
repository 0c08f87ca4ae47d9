import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { UserAlbum_user$key } from '../../../__generated__/UserAlbum_user.graphql';
import { FormError } from '../../../components/FormError';
import { ImagePreview, Photo } from '../../../components/Photo';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { InsufficientCoinsDialog } from '../../shop/components/InsufficientCoinsDialog';
import { useAlbumUnlockMutation } from './mutations/useAlbumUnlockMutation';

/**
 * A member's album: thumbnails that open a preview (spec §2 image preview), each named by its
 * place ("Photo 2 of 5"). For a member who pays for photos, locked until unlocked with coins.
 */
export function UserAlbum({ user }: { user: UserAlbum_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserAlbum_user on User {
        id
        albumPhotos(first: 30) {
          totalCount
          locked
          unlockPrice
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
  const [unlock, unlocking] = useAlbumUnlockMutation();
  const [error, setError] = useState<ErrorText | null>(null);
  const [short, setShort] = useState(false);
  const say = useSay();
  const photos = data.albumPhotos?.edges ?? [];
  const count = Math.max(data.albumPhotos?.totalCount ?? 0, photos.length);
  return (
    <section className="card album" data-testid="user-album">
      <h2>
        <FormattedMessage id="people.album" /> <span className="muted-count">{data.albumPhotos?.totalCount ?? 0}</span>
      </h2>
      {data.albumPhotos?.locked ? (
        <div className="album-locked" data-testid="album-locked">
          <p>
            <FormattedMessage
              id="shop.unlock.photos"
              values={{ count: data.albumPhotos.totalCount, price: data.albumPhotos.unlockPrice ?? 0 }}
            />
          </p>
          <button
            type="button"
            className="button primary"
            data-testid="album-unlock"
            disabled={unlocking}
            onClick={() =>
              unlock({
                variables: { input: { userId: data.id } },
                onResult: ({ error: failure }) => {
                  setError(failure && failure.type !== 'InsufficientCoinsError' ? errorText(failure) : null);
                  setShort(failure?.type === 'InsufficientCoinsError');
                },
              })
            }
          >
            <FormattedMessage id="shop.unlock.button" values={{ price: data.albumPhotos.unlockPrice ?? 0 }} />
          </button>
          <FormError testId="album-unlock-error">{say(error)}</FormError>
        </div>
      ) : photos.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="people.albumEmpty" />
        </p>
      ) : (
        <div className="album-grid">
          {photos.map(({ node }, index) => (
            <button key={node.id} type="button" className="album-thumb" onClick={() => setPreview(node.url)}>
              <Photo
                src={node.url}
                width={node.width}
                height={node.height}
                alt={intl.formatMessage({ id: 'photo.position' }, { index: index + 1, count })}
              />
            </button>
          ))}
        </div>
      )}
      {preview && <ImagePreview src={preview} onClose={() => setPreview(null)} />}
      {short && <InsufficientCoinsDialog onClose={() => setShort(false)} />}
    </section>
  );
}
