import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { ModerationQueueScreenQuery } from '../../../__generated__/ModerationQueueScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotModerator } from '../components/NotModerator';
import { canModerate, QUEUE_STATES, queueVariables, TARGET_KINDS } from '../components/queueFilters';
import { moderationPaths } from '../routes';
import '../components/moderation.css';

const query = graphql`
  query ModerationQueueScreenQuery(
    $state: ModerationQueueState
    $targetKind: ModerationTargetKind
    $categoryId: Int
    $claimedByMe: Boolean
    $after: String
  ) @preloadable {
    reportTypes {
      typeId
      name
    }
    viewer {
      staffRole
      moderationQueue(
        first: 20
        after: $after
        state: $state
        targetKind: $targetKind
        categoryId: $categoryId
        claimedByMe: $claimedByMe
      ) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            targetKind
            categoryName
            score
            reportCount
            reporterCount
            createdAt
            state
            decision
            reportedMember {
              nickname
            }
            claimedBy {
              nickname
            }
          }
        }
      }
    }
  }
`;

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /staff/reports: the queue, highest score first, with the filters the BFF offers and a page at a time. */
export function ModerationQueueScreen({ queryRef }: RouteScreenProps<ModerationQueueScreenQuery>) {
  const data = usePreloadedQuery<ModerationQueueScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const queue = data.viewer?.moderationQueue;
  if (!data.viewer || !canModerate(data.viewer.staffRole) || !queue) return <NotModerator />;
  const filters = queueVariables(search);
  /** A filter changed: back to the first page. */
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.delete('after');
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  const nextPage = () => {
    const next = new URLSearchParams(search);
    next.set('after', queue.pageInfo.endCursor ?? '');
    setSearch(next);
  };
  const firstPage = () => {
    const next = new URLSearchParams(search);
    next.delete('after');
    setSearch(next);
  };
  return (
    <main className="moderation" data-testid="moderation-queue">
      <h1>
        <FormattedMessage id="moderation.queue.title" />
      </h1>
      <form className="moderation-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          <FormattedMessage id="moderation.filter.state" />
          <select
            data-testid="moderation-filter-state"
            value={filters.state ?? 'OPEN'}
            onChange={(event) => filter('state', event.target.value === 'OPEN' ? '' : event.target.value)}
          >
            {QUEUE_STATES.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `moderation.state.${state}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="moderation.filter.kind" />
          <select
            data-testid="moderation-filter-kind"
            value={filters.targetKind ?? ''}
            onChange={(event) => filter('kind', event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'moderation.filter.any' })}</option>
            {TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `moderation.kind.${kind}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="moderation.filter.category" />
          <select
            data-testid="moderation-filter-category"
            value={filters.categoryId ?? ''}
            onChange={(event) => filter('category', event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'moderation.filter.any' })}</option>
            {data.reportTypes.map((type) => (
              <option key={type.typeId} value={type.typeId}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <FormattedMessage id="moderation.filter.mine" />
          <input
            type="checkbox"
            data-testid="moderation-filter-mine"
            checked={filters.claimedByMe === true}
            onChange={(event) => filter('mine', event.target.checked ? '1' : '')}
          />
        </label>
      </form>
      <p role="status" data-testid="moderation-count">
        <FormattedMessage id="moderation.queue.count" values={{ count: queue.totalCount }} />
      </p>
      {queue.edges.length === 0 ? (
        <p data-testid="moderation-empty">
          <FormattedMessage id="moderation.queue.empty" />
        </p>
      ) : (
        <table className="moderation-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="moderation.column.member" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.kind" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.category" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.score" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.reports" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.age" />
              </th>
              <th scope="col">
                <FormattedMessage id="moderation.column.state" />
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.edges.map(({ node }) => (
              <tr key={node.id} data-testid="moderation-row">
                <td>
                  <Link to={moderationPaths.itemOf(node.id)} data-testid="moderation-open">
                    {node.reportedMember.nickname}
                  </Link>
                </td>
                <td>{intl.formatMessage({ id: `moderation.kind.${node.targetKind}` })}</td>
                <td>{node.categoryName}</td>
                <td>{intl.formatNumber(node.score, { maximumFractionDigits: 2 })}</td>
                <td>
                  <FormattedMessage
                    id="moderation.reportCount"
                    values={{ reports: node.reportCount, reporters: node.reporterCount }}
                  />
                </td>
                <td>
                  <time dateTime={node.createdAt}>{intl.formatDate(node.createdAt, WHEN)}</time>
                </td>
                <td>
                  {node.decision
                    ? intl.formatMessage({ id: `moderation.decision.${node.decision}` })
                    : node.claimedBy
                      ? intl.formatMessage({ id: 'moderation.claimedBy' }, { name: node.claimedBy.nickname })
                      : intl.formatMessage({ id: 'moderation.state.OPEN' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="moderation-pager" aria-label={intl.formatMessage({ id: 'moderation.pages' })}>
        {filters.after && (
          <button type="button" className="button ghost" onClick={firstPage}>
            <FormattedMessage id="moderation.firstPage" />
          </button>
        )}
        {queue.pageInfo.hasNextPage && (
          <button type="button" className="button ghost" data-testid="moderation-next" onClick={nextPage}>
            <FormattedMessage id="moderation.nextPage" />
          </button>
        )}
      </nav>
    </main>
  );
}
