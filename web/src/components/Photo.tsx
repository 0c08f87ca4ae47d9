import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from './Dialog';

type State = 'loading' | 'loaded' | 'failed';

/**
 * An album photo: a shimmering placeholder until it has loaded, a notice if it cannot be.
 * `alt` says what it shows; without one it is called a photo, so a button around it
 * (open, delete) is never nameless.
 */
export function Photo({ src, width, height, alt }: { src: string; width?: number; height?: number; alt?: string }) {
  const intl = useIntl();
  const [state, setState] = useState<{ src: string; state: State }>({ src, state: 'loading' });
  const current = state.src === src ? state.state : 'loading';
  return (
    <span className={`photo ${current}`} data-state={current}>
      <img
        src={src}
        alt={alt ?? intl.formatMessage({ id: 'photo.alt' })}
        loading="lazy"
        width={width}
        height={height}
        onLoad={() => setState({ src, state: 'loaded' })}
        onError={() => setState({ src, state: 'failed' })}
      />
      {current === 'failed' && (
        <span className="photo-failed">
          <FormattedMessage id="photo.failed" />
        </span>
      )}
    </span>
  );
}

/** The spec's image-preview dialog: the photo large; a click, the close button or Escape closes it. */
export function ImagePreview({ src, onClose }: { src: string; onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog
      className="image-preview"
      label={intl.formatMessage({ id: 'photo.preview' })}
      testId="image-preview"
      onClose={onClose}
    >
      <button
        type="button"
        className="dialog-close"
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={onClose}
      >
        ×
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button close it by keyboard */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the photo closes the preview too */}
      <img className="preview-image" src={src} alt="" onClick={onClose} />
    </Dialog>
  );
}
