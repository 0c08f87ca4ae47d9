import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Photo } from '../../../components/Photo';
import { PhotoViewer, type ViewedPhoto } from './PhotoViewer';

interface Picture {
  readonly id: string;
  readonly url: string | null | undefined;
  readonly width: number;
  readonly height: number;
}

/**
 * A moment's photos as a grid (one large, two to four in two columns, more in three); each opens the viewer at its
 * place. A photo without an address (a burn photo not opened) is a placeholder of its size.
 */
export function PictureGrid({ pictures, noViewer = false }: { pictures: ReadonlyArray<Picture>; noViewer?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const count = pictures.length;
  const viewable = pictures.filter((picture): picture is ViewedPhoto => !!picture.url);
  const layout = count === 1 ? 'one' : count <= 4 ? 'two' : 'three';
  return (
    <>
      <ul className={`moment-pictures ${layout}`} aria-label={intl.formatMessage({ id: 'moments.photos.label' })}>
        {pictures.map((picture, index) => {
          const alt = intl.formatMessage({ id: 'photo.position' }, { index: index + 1, count });
          return (
            <li key={picture.id} className="moment-picture" data-testid="moment-picture">
              {!picture.url ? (
                <span className="moment-picture-placeholder" role="img" aria-label={alt} />
              ) : noViewer ? (
                <Photo src={picture.url} width={picture.width} height={picture.height} alt={alt} />
              ) : (
                <button
                  type="button"
                  className="moment-picture-open"
                  data-testid="moment-picture-open"
                  onClick={() => setOpen(viewable.findIndex((photo) => photo.id === picture.id))}
                >
                  <Photo src={picture.url} width={picture.width} height={picture.height} alt={alt} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {open !== null && open >= 0 && <PhotoViewer photos={viewable} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
