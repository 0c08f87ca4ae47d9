import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EncounterPanel_viewer$key } from '../../../__generated__/EncounterPanel_viewer.graphql';
import type { MatchHistory_viewer$key } from '../../../__generated__/MatchHistory_viewer.graphql';
import { FormError } from '../../../components/FormError';
import type { FactLists } from '../../../components/profileFacts';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import type { MutationError } from '../../../relay/mutationResult';
import { MatchExhausted } from './MatchExhausted';
import { MatchFound } from './MatchFound';
import { MatchHistory } from './MatchHistory';
import { MatchPreferencesForm } from './MatchPreferencesForm';
import { MatchSearching } from './MatchSearching';
import { MatchStart } from './MatchStart';
import { draftOf, preferencesInput, type PreferencesDraft } from './matchPreferences';
import { useMatchStartMutation } from './mutations/useMatchStartMutation';
import './match.css';

type PanelState = 'idle' | 'searching' | 'matched' | 'noMatch' | 'exhausted';

/** What the panel's refusals say (the day's matches used is a state of its own, not an error line). */
const KNOWN_ERRORS: Partial<Record<string, MessageId>> = {
  MatchPreferencesNotAllowedError: 'match.error.preferencesNotAllowed',
  MatchAttemptNotFoundError: 'match.error.notFound',
};

/**
 * The random match on /onlineDating (issue 22): start (an SVIP member's choices first), the countdown, who was found,
 * nobody found, the day's matches used, and "people you met" under it. Its state is the server's
 * (`viewer.matchStatus`, kept live by the viewer's events), so a second tab and a reload show the same; the shell keeps
 * the screen alive, and the countdown runs on while the member is elsewhere.
 */
export function EncounterPanel({
  viewer,
  history,
  lists,
}: {
  viewer: EncounterPanel_viewer$key;
  /** The same viewer's "people you met" (a fragment of its own: live events do not read the list again). */
  history: MatchHistory_viewer$key;
  lists: FactLists;
}) {
  const data = useFragment(
    graphql`
      fragment EncounterPanel_viewer on Viewer {
        id
        user {
          id
          language
          spokenLanguages
        }
        matchStatus {
          canStart
          unlimited
          canChoosePreferences
          nextAttemptsAt
          current {
            id
            status
            preferences {
              gender
              ageMin
              ageMax
              language
              region
            }
            partner {
              nickname
            }
            ...MatchSearching_attempt
            ...MatchFound_attempt
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const historyId = useId();
  const status = data.matchStatus;
  const current = status.current;
  const state: PanelState =
    current?.status === 'SEARCHING'
      ? 'searching'
      : current?.status === 'MATCHED'
        ? 'matched'
        : !status.canStart
          ? 'exhausted'
          : current?.status === 'NO_MATCH'
            ? 'noMatch'
            : 'idle';
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftOf(current?.preferences));
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [start, starting] = useMatchStartMutation();

  const report = ({ error }: { error?: MutationError }) =>
    setFailure(error && error.type !== 'MatchAttemptsExhaustedError' ? errorText(error, KNOWN_ERRORS) : null);
  const onStart = () => start(status.canChoosePreferences ? preferencesInput(draft) : null, report);

  // A change of state the member caused (or that came live while they were in the panel) moves focus to the new
  // state's first action, so the keyboard is not left on a button that is gone; a page load takes no focus.
  const body = useRef<HTMLDivElement>(null);
  const shown = `${state}:${current?.id ?? ''}`;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    const active = document.activeElement;
    const panel = body.current?.closest('section');
    if (active && active !== document.body && !panel?.contains(active)) return;
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [shown]);

  const viewerLanguages = [data.user.language ?? intl.locale.split('-')[0], ...data.user.spokenLanguages].filter(
    (code): code is string => !!code,
  );
  const startProps = {
    canChoosePreferences: status.canChoosePreferences,
    lists,
    draft,
    onDraft: setDraft,
    onStart,
    starting,
  };
  const announcement: string =
    state === 'searching'
      ? intl.formatMessage({ id: 'match.announce.searching' })
      : state === 'matched'
        ? intl.formatMessage({ id: 'match.announce.found' }, { name: current?.partner?.nickname ?? '' })
        : state === 'noMatch'
          ? intl.formatMessage({ id: 'match.announce.noMatch' })
          : state === 'exhausted'
            ? intl.formatMessage({ id: 'match.announce.exhausted' })
            : current?.status === 'CANCELLED'
              ? intl.formatMessage({ id: 'match.announce.cancelled' })
              : '';

  return (
    <section className="card encounter" aria-labelledby={titleId} data-testid="encounter" data-state={state}>
      <h2 id={titleId}>
        <FormattedMessage id="match.title" />
      </h2>
      {/* Said politely when the state changes: searching, who was found, nobody, the day's matches used. */}
      <p className="visually-hidden" aria-live="polite" data-testid="match-announce">
        {announcement}
      </p>
      <div ref={body} className="encounter-body">
        {state === 'idle' && (
          <div className="match-state match-idle" data-testid="match-idle">
            <span className="match-ring idle" aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
              </svg>
            </span>
            <div className="match-state-text">
              <p>
                <FormattedMessage id="match.intro" />
              </p>
              <MatchStart label="match.start" {...startProps} />
            </div>
          </div>
        )}
        {state === 'searching' && current && <MatchSearching attempt={current} onCancelled={report} />}
        {state === 'matched' && current && (
          <MatchFound
            attempt={current}
            viewerLanguages={viewerLanguages}
            lists={lists}
            next={
              status.canStart ? (
                <>
                  {/* An SVIP member's choices for the next match stay within reach (folded: the card comes first). */}
                  {status.canChoosePreferences && (
                    <MatchPreferencesForm draft={draft} lists={lists} onChange={setDraft} folded />
                  )}
                  <button
                    type="button"
                    className="button ghost"
                    data-testid="match-continue"
                    disabled={starting}
                    onClick={onStart}
                  >
                    <FormattedMessage id="match.continue" />
                  </button>
                </>
              ) : (
                <MatchExhausted nextAttemptsAt={status.nextAttemptsAt} unlimited={status.unlimited} compact />
              )
            }
          />
        )}
        {state === 'noMatch' && (
          <div className="match-state" data-testid="match-no-match">
            <div className="match-state-text">
              <h3>
                <FormattedMessage id="match.noMatch.title" />
              </h3>
              <p>
                <FormattedMessage id="match.noMatch.text" />
              </p>
              {!status.unlimited && (
                <p className="muted">
                  <FormattedMessage id="match.noMatch.free" />
                </p>
              )}
              <MatchStart label="match.tryAgain" {...startProps} />
            </div>
          </div>
        )}
        {state === 'exhausted' && (
          <MatchExhausted nextAttemptsAt={status.nextAttemptsAt} unlimited={status.unlimited} />
        )}
        <FormError testId="match-error">{say(failure)}</FormError>
      </div>
      <MatchHistory viewer={history} headingId={historyId} />
    </section>
  );
}
