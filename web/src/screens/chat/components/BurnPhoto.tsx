import { FlameIcon } from './icons';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useBurnPhotoViewMutation } from './mutations/useBurnPhotoViewMutation';

/**
 * A burn-after-read photo as its recipient sees it (spec §4): "tap to view", then the photo
 * with its countdown (8 s), then the hidden placeholder, for good (the server serves it once).
 */
/**
 * Photos being shown now, by message: the list around a photo may re-mount it while its
 * seconds run (a refetch, a live event), and the server serves it only once.
 */
const showing = new Map<string, { url: string; until: number }>();

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function BurnPhoto({ messageId, viewed }: { messageId: string; viewed: boolean }) {
  const intl = useIntl();
  const say = useSay();
  const [view, viewing] = useBurnPhotoViewMutation();
  const [shown, setShown] = useState<{ url: string; left: number } | null>(() => {
    const current = showing.get(messageId);
    return current && secondsLeft(current.until) > 0 ? { url: current.url, left: secondsLeft(current.until) } : null;
  });
  const [error, setError] = useState<ErrorText | null>(null);

  useEffect(() => {
    if (!shown) return;
    const until = showing.get(messageId)?.until ?? 0;
    if (secondsLeft(until) <= 0) {
      showing.delete(messageId);
      setShown(null);
      return;
    }
    const timer = setTimeout(
      () => setShown({ url: shown.url, left: secondsLeft(until) }),
      1000 - ((until - Date.now()) % 1000 || 0),
    );
    return () => clearTimeout(timer);
  }, [shown, messageId]);

  if (shown) {
    return (
      <figure className="burn-photo showing" data-testid="burn-showing">
        <img src={shown.url} alt={intl.formatMessage({ id: 'chat.photo' })} className="message-image" />
        <figcaption className="burn-countdown" data-testid="burn-countdown" role="timer" aria-live="off">
          <FormattedMessage id="chat.burnCountdown" values={{ seconds: shown.left }} />
        </figcaption>
      </figure>
    );
  }
  if (viewed) {
    return (
      <p className="burn-photo hidden" data-testid="burn-hidden">
        <FlameIcon />
        <FormattedMessage id="chat.burnHidden" />
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="burn-photo tap"
        data-testid="burn-view"
        disabled={viewing}
        onClick={() =>
          view({
            variables: { input: { messageId } },
            onResult: ({ ok, error: failure }) => {
              if (ok?.url) {
                const seconds = ok.seconds ?? 8;
                showing.set(messageId, { url: ok.url, until: Date.now() + seconds * 1000 });
                setShown({ url: ok.url, left: seconds });
              } else if (failure && failure.type !== 'BurnViewedError') setError(errorText(failure));
            },
          })
        }
      >
        <FlameIcon />
        <FormattedMessage id="chat.burnTap" />
      </button>
      <FormError testId="burn-error">{say(error)}</FormError>
    </>
  );
}
