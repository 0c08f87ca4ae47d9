import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/Dialog';

/** How far a finger goes sideways before the photo changes: less is a tap or a shaky scroll. */
const SWIPE_PX = 40;

export interface ViewedPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * A moment's photos large, one at a time (spec §2 image preview): a swipe on a phone, the arrow keys or the buttons on a
 * laptop go to the next or previous one (round the ends); Escape, the close button or a tap beside it closes (focus goes back to the
 * photo that opened it).
 */
export function PhotoViewer({
  photos,
  start,
  onClose,
}: {
  photos: ReadonlyArray<ViewedPhoto>;
  start: number;
  onClose(): void;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)];
  // Round the ends: the buttons stay enabled, so the focus never drops out of the dialog.
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const label = intl.formatMessage({ id: 'moments.viewer.label' }, { index: index + 1, count });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` only reads the count, which the effect names
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    // Sideways more than up or down: a swipe (left shows the next photo, as a page turns).
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };
  if (!photo) return null;

  return (
    <Dialog className="photo-viewer" label={label} testId="moment-photo-viewer" onClose={onClose}>
      <div className="photo-viewer-body">
        <button
          type="button"
          className="dialog-close"
          aria-label={intl.formatMessage({ id: 'dialog.close' })}
          data-autofocus
          onClick={onClose}
        >
          ×
        </button>
        <div
          className="photo-viewer-stage"
          data-testid="moment-photo-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <img
            key={photo.id}
            src={photo.url}
            alt={label}
            width={photo.width}
            height={photo.height}
            draggable={false}
            data-testid="moment-photo-large"
          />
        </div>
        {count > 1 && (
          <div className="photo-viewer-nav">
            <button
              type="button"
              className="button ghost small"
              data-testid="moment-photo-previous"
              onClick={() => go(-1)}
            >
              <FormattedMessage id="moments.viewer.previous" />
            </button>
            <span className="muted" aria-live="polite" data-testid="moment-photo-position">
              {index + 1} / {count}
            </span>
            <button type="button" className="button ghost small" data-testid="moment-photo-next" onClick={() => go(1)}>
              <FormattedMessage id="moments.viewer.next" />
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
