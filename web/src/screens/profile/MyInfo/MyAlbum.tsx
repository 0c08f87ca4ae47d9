import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MyAlbum_viewer$key } from '../../../__generated__/MyAlbum_viewer.graphql';
import { compressImage } from '../../../components/compressImage';
import { FormError } from '../../../components/FormError';
import { ImagePreview, Photo } from '../../../components/Photo';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { OnResult } from '../../../relay/mutationResult';
import { presentNodes } from '../../../relay/presentNodes';
import { PhotoPicker } from '../components/PhotoPicker';
import { validateImage } from '../components/validateProfile';
import { useAlbumPhotoAddMutation } from './mutations/useAlbumPhotoAddMutation';
import { useAlbumPhotoDeleteMutation } from './mutations/useAlbumPhotoDeleteMutation';
import { useAlbumUploadGrantMutation } from './mutations/useAlbumUploadGrantMutation';
import { UploadRefused, uploadWithProgress } from '../../../components/uploadWithProgress';

/**
 * My album: a photo chosen with the picker is checked, compressed and uploaded with its
 * progress; each photo opens a preview and can be deleted. `notice` is the page's one notice
 * line when it is about the album: a refused file, a failed upload or delete.
 */
export function MyAlbum({
  viewer,
  notice,
  onNotice,
}: {
  viewer: MyAlbum_viewer$key;
  notice: ErrorText | null;
  onNotice(notice: ErrorText | null): void;
}) {
  const data = useFragment(
    graphql`
      fragment MyAlbum_viewer on Viewer {
        user {
          albumPhotos(first: 48) @connection(key: "MyAlbum_albumPhotos") {
            __id
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
    viewer,
  );
  const intl = useIntl();
  const say = useSay();
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [grant] = useAlbumUploadGrantMutation();
  const [add] = useAlbumPhotoAddMutation();
  const [remove] = useAlbumPhotoDeleteMutation();
  const album = data.user.albumPhotos;
  const connections = album ? [album.__id] : [];
  const photos = presentNodes(album?.edges);

  const failed = (why: ErrorText) => {
    setUploading(null);
    onNotice(why);
  };
  const reported: OnResult = ({ error }) => onNotice(error ? errorText(error) : null);

  const upload = (file: File) => {
    const invalid = validateImage(file);
    onNotice(invalid ? { id: invalid } : null);
    if (invalid) return;
    setUploading({ name: file.name, percent: 0 });
    grant(({ ok, error }) => {
      if (!ok) return failed(errorText(error));
      compressImage(file)
        .then((photo) =>
          uploadWithProgress(ok.uploadUrl, photo, (percent) => setUploading({ name: file.name, percent })),
        )
        // The new photo goes to the front of the album (@prependNode).
        .then((uploadKey) =>
          add({
            variables: { input: { uploadKey }, connections },
            onResult: ({ error: refused }) => (refused ? failed(errorText(refused)) : setUploading(null)),
          }),
        )
        // A refusal says why (a photo over the size limit names the limit).
        .catch((error) => failed(error instanceof UploadRefused ? { text: error.message } : { id: 'album.failed' }));
    });
  };

  return (
    <>
      <section className="card album" data-testid="my-album">
        <h2>
          <FormattedMessage id="myInfo.album" />
        </h2>
        <div className="upload-button">
          <PhotoPicker
            testId="album-file"
            label={intl.formatMessage({ id: 'album.upload' })}
            chosen={uploading && intl.formatMessage({ id: 'album.uploadingFile' }, { name: uploading.name })}
            disabled={uploading != null}
            onChoose={upload}
          />
        </div>
        {uploading && (
          <p className="muted" role="status" data-testid="album-progress">
            <FormattedMessage id="album.uploading" values={{ percent: uploading.percent }} />
          </p>
        )}
        <FormError testId="my-info-notice">{say(notice)}</FormError>
        <div className="album-grid">
          {photos.map((photo, index) => {
            const place = { index: index + 1, count: photos.length };
            return (
              <figure key={photo.id} className="album-thumb" data-testid="album-photo">
                <button
                  type="button"
                  className="album-open"
                  data-testid="album-photo-open"
                  onClick={() => setPreview(photo.url)}
                >
                  <Photo src={photo.url} alt={intl.formatMessage({ id: 'photo.position' }, place)} />
                </button>
                <button
                  type="button"
                  className="button ghost small"
                  aria-label={intl.formatMessage({ id: 'album.deleteNamed' }, place)}
                  onClick={() => remove(photo.id, connections, reported)}
                >
                  <FormattedMessage id="album.delete" />
                </button>
              </figure>
            );
          })}
        </div>
      </section>
      {preview && <ImagePreview src={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
