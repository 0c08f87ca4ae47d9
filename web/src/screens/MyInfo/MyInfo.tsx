import { useState, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { MyInfoQuery } from '../../__generated__/MyInfoQuery.graphql';
import type { MessageId } from '../../i18n/messages';
import { useAlbumAddMutation, useAlbumDeleteMutation, useAlbumGrantMutation, usePrivacyMutation, uploadWithProgress } from './mutations';
import { ImagePreview, Photo } from '../../components/Photo';
import { compressImage } from '../../components/compressImage';
import { IMAGE_TYPES, validateImage } from '../../account/validate';
import { BlockedMembers } from './BlockedMembers';
import { ShareProfile } from './ShareProfile';

const PRIVACY = ['friendRequestsNeedApproval', 'likesPublic', 'commentsPublic', 'hiddenFromSearch', 'onlineStatusHidden'] as const;

/** /myInfo (spec §2 my profile): visits, followers and following, my album, privacy, links to edit and account. */
export function MyInfo() {
  const navigate = useNavigate();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MyInfoQuery>(
    graphql`
      query MyInfoQuery {
        viewer {
          id
          nickname
          accountNumber
          followerCount
          followingCount
          visitorCounts {
            today
            total
          }
          privacySettings {
            friendRequestsNeedApproval
            likesPublic
            commentsPublic
            hiddenFromSearch
            onlineStatusHidden
          }
          ...BlockedMembers_viewer
          albumPhotos(first: 48) {
            edges {
              node {
                id
                url
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [notice, setNotice] = useState<MessageId | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [setPrivacy] = usePrivacyMutation();
  const [grant] = useAlbumGrantMutation();
  const [add] = useAlbumAddMutation();
  const [remove] = useAlbumDeleteMutation();
  const viewer = data.viewer;
  if (!viewer) return null;

  // Spec §5: a count of 0 blocks the link with a message that you have none.
  const countLink = (count: number, to: string, label: MessageId, none: MessageId, testId: string) => (
    <button type="button" className="stat" data-testid={testId} onClick={() => (count === 0 ? setNotice(none) : navigate(to))}>
      <strong>{count}</strong>
      <FormattedMessage id={label} />
    </button>
  );

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validateImage(file);
    if (invalid) return setNotice(invalid);
    setNotice(null);
    setProgress(0);
    grant({
      variables: {},
      onCompleted: (response) => {
        compressImage(file)
          .then((photo) => uploadWithProgress(response.albumUploadGrant.uploadUrl, photo, setProgress))
          .then((key) => add({ variables: { input: { uploadKey: key } }, onCompleted: () => setFetchKey((n) => n + 1) }))
          .catch(() => setNotice('album.failed'))
          .finally(() => setProgress(null));
      },
      onError: () => {
        setProgress(null);
        setNotice('album.failed');
      },
    });
  };

  return (
    <div className="home-page" data-testid="my-info">
      <section className="card">
        <h1>{viewer.nickname}</h1>
        <p className="muted">
          <FormattedMessage id="people.id" values={{ account: viewer.accountNumber }} />
        </p>
        <div className="stats">
          <div className="stat">
            <strong data-testid="visitors-today">{viewer.visitorCounts?.today ?? 0}</strong>
            <FormattedMessage id="myInfo.visitorsToday" />
          </div>
          {countLink(viewer.visitorCounts?.total ?? 0, '/myVisitors', 'myInfo.visitorsTotal', 'people.empty.visitors', 'stat-visitors')}
          {countLink(viewer.followerCount, '/followMe', 'myInfo.followers', 'people.empty.followers', 'stat-followers')}
          {countLink(viewer.followingCount, '/myLike', 'myInfo.following', 'people.empty.following', 'stat-following')}
        </div>
        {notice && (
          <p className="form-error" role="alert" data-testid="my-info-notice">
            <FormattedMessage id={notice} />
          </p>
        )}
        <div className="actions">
          <Link className="button ghost" to="/person" data-testid="my-edit-profile">
            <FormattedMessage id="myInfo.editProfile" />
          </Link>
          <Link className="button ghost" to="/apply" data-testid="my-friends">
            <FormattedMessage id="screen.apply" />
          </Link>
          <ShareProfile />
          <Link className="button ghost" to="/account?index=1">
            <FormattedMessage id="myInfo.accountSettings" />
          </Link>
        </div>
      </section>

      <section className="card album" data-testid="my-album">
        <h2>
          <FormattedMessage id="myInfo.album" />
        </h2>
        <label className="button primary upload-button">
          <FormattedMessage id="album.upload" />
          <input type="file" accept={IMAGE_TYPES.join(',')} hidden data-testid="album-file" onChange={upload} />
        </label>
        {progress != null && (
          <p className="muted" role="status" data-testid="album-progress">
            <FormattedMessage id="album.uploading" values={{ percent: progress }} />
          </p>
        )}
        <div className="album-grid">
          {(viewer.albumPhotos?.edges ?? []).map(({ node }) => (
            <figure key={node.id} className="album-thumb" data-testid="album-photo">
              <button type="button" className="album-open" data-testid="album-photo-open" onClick={() => setPreview(node.url)}>
                <Photo src={node.url} />
              </button>
              <button type="button" className="button ghost small" onClick={() => remove({ variables: { input: { photoId: node.id } } })}>
                <FormattedMessage id="album.delete" />
              </button>
            </figure>
          ))}
        </div>
      </section>

      {preview && <ImagePreview src={preview} onClose={() => setPreview(null)} />}

      <section className="card" data-testid="privacy-settings">
        <h2>
          <FormattedMessage id="myInfo.privacy" />
        </h2>
        {PRIVACY.map((setting) => (
          <label key={setting} className="toggle">
            <input
              type="checkbox"
              data-testid={`privacy-${setting}`}
              checked={viewer.privacySettings?.[setting] ?? false}
              onChange={(event) => {
                const on = event.target.checked;
                setPrivacy({
                  variables: { input: { [setting]: on } },
                  // Flip at once; the server's answer confirms or rolls back.
                  optimisticUpdater: (store) => store.get(viewer.id)?.getLinkedRecord('privacySettings')?.setValue(on, setting),
                });
              }}
            />
            <FormattedMessage id={`privacy.${setting}`} />
          </label>
        ))}
      </section>

      <BlockedMembers viewer={viewer} />
    </div>
  );
}
