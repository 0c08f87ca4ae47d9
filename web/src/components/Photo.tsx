import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEscape } from './useEscape';

type State = 'loading' | 'loaded' | 'failed';

/** An album photo: a shimmering placeholder until it has loaded, a notice if it cannot be. */
export function Photo({ src, width, height }: { src: string; width?: number; height?: number }) {
  const [state, setState] = useState<{ src: string; state: State }>({ src, state: 'loading' });
  const current = state.src === src ? state.state : 'loading';
  return (
    <span className={`photo ${current}`} data-state={current}>
      <img src={src} alt="" loading="lazy" width={width} height={height} onLoad={() => setState({ src, state: 'loaded' })} onError={() => setState({ src, state: 'failed' })} />
      {current === 'failed' && (
        <span className="photo-failed">
          <FormattedMessage id="photo.failed" />
        </span>
      )}
    </span>
  );
}

/** The spec's image-preview dialog: the photo large; a click or Escape closes it. */
export function ImagePreview({ src, onClose }: { src: string; onClose(): void }) {
  useEscape(onClose);
  return (
    <div className="dialog-backdrop" role="dialog" aria-modal="true" data-testid="image-preview" onClick={onClose}>
      <img className="preview-image" src={src} alt="" />
    </div>
  );
}
