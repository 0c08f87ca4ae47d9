import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FactLists } from '../../../components/profileFacts';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { MatchPreferencesForm } from './MatchPreferencesForm';
import type { PreferencesDraft } from './matchPreferences';

/**
 * Starting a match: an SVIP member's choices, then the button; other members see the button and the way to choose
 * with SVIP (/membership).
 */
export function MatchStart({
  label,
  canChoosePreferences,
  lists,
  draft,
  onDraft,
  onStart,
  starting,
}: {
  label: MessageId;
  canChoosePreferences: boolean;
  lists: FactLists;
  draft: PreferencesDraft;
  onDraft(next: PreferencesDraft): void;
  onStart(): void;
  starting: boolean;
}) {
  return (
    <>
      {canChoosePreferences && <MatchPreferencesForm draft={draft} lists={lists} onChange={onDraft} />}
      <div className="match-actions">
        <button
          type="button"
          className="button primary"
          data-testid="match-start"
          data-autofocus
          disabled={starting}
          onClick={onStart}
        >
          <FormattedMessage id={label} />
        </button>
      </div>
      {!canChoosePreferences && (
        <p className="match-svip muted" data-testid="match-svip">
          <FormattedMessage id="match.svipLine" />{' '}
          <Link className="link" to={paths.membership()} data-testid="match-svip-link">
            <FormattedMessage id="match.svipLink" />
          </Link>
        </p>
      )}
    </>
  );
}
