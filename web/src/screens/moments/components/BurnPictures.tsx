import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MomentPictures_moment$data } from '../../../__generated__/MomentPictures_moment.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { FlameIcon } from '../../chat/components/icons';
import { PictureGrid } from './PictureGrid';
import { useMomentBurnPhotoViewMutation } from './mutations/useMomentBurnPhotoViewMutation';

/**
 * Photos being shown now, by moment: the list around a card may re-mount it while its seconds run (a refetch, a live
 * event), and the server serves them only once.
 */
const showing = new Map<string, { urls: ReadonlyMap<string, string | null | undefined>; until: number }>();

/** Spec §4: outside chat, a burn photo shows for 5 seconds (the server's answer says so too). */
const BURN_SECONDS = 5;

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * A burn-after-reading moment's photos as a viewer sees them (spec §4, outside chat 5 s): placeholders and "tap to
 * see", then every photo with the countdown, then hidden for good (the server serves them once; after a reload
 * `burnState` says VIEWED). The author sees their photos plainly, with a note that each viewer sees them once. What it
 * shows is MomentPictures' fragment: the photos are asked for once (an operation's cost counts every list it names).
 */
export function BurnPictures({ moment: data }: { moment: MomentPictures_moment$data }) {
  const say = useSay();
  const [view, viewing] = useMomentBurnPhotoViewMutation();
  const [shown, setShown] = useState<{ urls: ReadonlyMap<string, string | null | undefined>; left: number } | null>(
    () => {
      const current = showing.get(data.id);
      return current && secondsLeft(current.until) > 0
        ? { urls: current.urls, left: secondsLeft(current.until) }
        : null;
    },
  );
  const [error, setError] = useState<ErrorText | null>(null);
  // Seen already (in another tab): the server said so.
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (!shown) return;
    const until = showing.get(data.id)?.until ?? 0;
    if (secondsLeft(until) <= 0) {
      showing.delete(data.id);
      setShown(null);
      return;
    }
    const timer = setTimeout(
      () => setShown({ urls: shown.urls, left: secondsLeft(until) }),
      1000 - ((until - Date.now()) % 1000 || 0),
    );
    return () => clearTimeout(timer);
  }, [shown, data.id]);

  if (data.isMine) {
    return (
      <>
        <PictureGrid pictures={data.pictures} />
        <p className="moment-burn-note muted" data-testid="moment-burn-own">
          <FlameIcon />
          <FormattedMessage id="moments.burn.own" />
        </p>
      </>
    );
  }
  if (shown) {
    return (
      <div className="moment-burn showing" data-testid="moment-burn-showing">
        <PictureGrid
          pictures={data.pictures.map((picture) => ({ ...picture, url: shown.urls.get(picture.id) ?? null }))}
          noViewer
        />
        <p className="burn-countdown" data-testid="moment-burn-countdown" role="timer" aria-live="off">
          <FormattedMessage id="moments.burn.countdown" values={{ seconds: shown.left }} />
        </p>
      </div>
    );
  }
  if (data.burnState === 'VIEWED' || seen) {
    return (
      <p className="moment-burn hidden" data-testid="moment-burn-hidden">
        <FlameIcon />
        <FormattedMessage id="moments.burn.hidden" />
      </p>
    );
  }
  // Not opened yet: the photos' shapes as placeholders (no address before the one view), and the way to open them.
  return (
    <>
      <PictureGrid pictures={data.pictures} noViewer />
      <button
        type="button"
        className="moment-burn tap"
        data-testid="moment-burn-view"
        disabled={viewing}
        onClick={() =>
          view({
            variables: { input: { momentId: data.id } },
            onResult: ({ ok, error: failure }) => {
              if (ok) {
                const seconds = ok.seconds ?? BURN_SECONDS;
                const urls = new Map((ok.pictures ?? []).map((picture) => [picture.id, picture.url]));
                showing.set(data.id, { urls, until: Date.now() + seconds * 1000 });
                setShown({ urls, left: seconds });
              } else if (failure.type === 'BurnViewedError') setSeen(true);
              else setError(errorText(failure));
            },
          })
        }
      >
        <FlameIcon />
        <FormattedMessage id="moments.burn.tap" />
      </button>
      <FormError testId="moment-burn-error">{say(error)}</FormError>
    </>
  );
}
