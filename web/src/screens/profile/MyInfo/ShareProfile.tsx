import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ShareProfileQuery } from '../../../__generated__/ShareProfileQuery.graphql';
import { paths } from '../../../routing/paths';

const query = graphql`
  query ShareProfileQuery {
    viewer {
      id
      friendShareCode
    }
  }
`;

/**
 * Spec §7 share-add-friend: a link that lets whoever opens it add me as a friend at once.
 * The code is asked for when the member shares (it expires), not with the page.
 */
export function ShareProfile() {
  const environment = useRelayEnvironment();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  const share = async () => {
    setFailed(false);
    const data = await fetchQuery<ShareProfileQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
    const code = data?.viewer?.friendShareCode;
    if (!code) return setFailed(true);
    const url = `${location.origin}${paths.friends({ share: code })}`;
    setLink(url);
    // The link is shown either way; copying needs the browser's permission.
    setCopied(
      (await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      )) ?? false,
    );
  };

  return (
    <div className="share-profile">
      <button type="button" className="button ghost" data-testid="share-profile" onClick={() => void share()}>
        <FormattedMessage id="friends.share" />
      </button>
      {link && (
        <p className="muted" role="status">
          <FormattedMessage id={copied ? 'friends.shareCopied' : 'friends.shareHere'} />
          <input
            className="share-link"
            readOnly
            value={link}
            data-testid="share-link"
            onFocus={(event) => event.target.select()}
          />
        </p>
      )}
      {failed && (
        <p className="form-error" role="alert">
          <FormattedMessage id="login.error.network" />
        </p>
      )}
    </div>
  );
}
