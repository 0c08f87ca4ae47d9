import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BlockedMembers_viewer$key } from '../../../__generated__/BlockedMembers_viewer.graphql';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { presentNodes } from '../../../relay/presentNodes';
import { BlockedMemberRow } from './BlockedMemberRow';

/** Whom I blocked, with the way back: unblocking makes each visible to the other again. */
export function BlockedMembers({ viewer }: { viewer: BlockedMembers_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BlockedMembers_viewer on Viewer {
        blockedMembers(first: 49) @connection(key: "BlockedMembers_blockedMembers") {
          __id
          edges {
            node {
              id
              ...BlockedMemberRow_user
            }
          }
        }
      }
    `,
    viewer,
  );
  const members = presentNodes(data.blockedMembers.edges);
  const [failure, report] = useFailure();
  const say = useSay();
  return (
    <section className="card" data-testid="blocked-members">
      <h2>
        <FormattedMessage id="myInfo.blocked" />
      </h2>
      {members.length === 0 ? (
        <p className="muted" data-testid="blocked-none">
          <FormattedMessage id="myInfo.blockedNone" />
        </p>
      ) : (
        <ul className="member-list blocked-list">
          {members.map((member) => (
            <BlockedMemberRow key={member.id} user={member} connection={data.blockedMembers.__id} onResult={report} />
          ))}
        </ul>
      )}
      <FormError testId="unblock-error">{say(failure)}</FormError>
    </section>
  );
}
