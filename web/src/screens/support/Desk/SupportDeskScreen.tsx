import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { SupportDeskScreenQuery } from '../../../__generated__/SupportDeskScreenQuery.graphql';
import type { SupportDeskScreenSubscription } from '../../../__generated__/SupportDeskScreenSubscription.graphql';
import { useLiveSubscription } from '../../../realtime/useLiveSubscription';
import type { RouteScreenProps } from '../../../routing/screens';
import { deskVariables, supportPaths } from '../routes';
import { ConversationPanel } from './ConversationPanel';
import './support.css';

const query = graphql`
  query SupportDeskScreenQuery(
    $unreadFirst: Boolean
    $mine: Boolean
    $after: String
    $selected: ID!
    $hasSelected: Boolean!
  ) @preloadable {
    viewer {
      staff {
        role
      }
      supportInbox(first: 20, after: $after, unreadFirst: $unreadFirst, claimedByMe: $mine) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            unreadCount
            lastActivityAt
            memberLanguage
            member {
              nickname
            }
            lastMessage {
              text
              fromMember
            }
            claimedBy {
              nickname
            }
          }
        }
      }
    }
    selected: node(id: $selected) @include(if: $hasSelected) {
      ... on SupportConversation @alias(as: "conversation") {
        id
        ...ConversationPanel_conversation
      }
    }
  }
`;

const subscription = graphql`
  subscription SupportDeskScreenSubscription {
    supportInboxEvents {
      conversation {
        id
        unreadCount
        lastActivityAt
      }
    }
  }
`;

const WHEN = { dateStyle: 'short', timeStyle: 'short' } as const;

/**
 * /staff/support: the shared inbox of customer service (left: newest activity first, unread first on demand, mine,
 * a page at a time) and the open conversation (right). Live: each change of a conversation reads the desk again.
 */
export function SupportDeskScreen({ queryRef }: RouteScreenProps<SupportDeskScreenQuery>) {
  const data = usePreloadedQuery<SupportDeskScreenQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const variables = useMemo(() => deskVariables(search), [search]);
  const refetch = useCallback(() => {
    fetchQuery<SupportDeskScreenQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, variables]);
  const config = useMemo<GraphQLSubscriptionConfig<SupportDeskScreenSubscription>>(
    () => ({ subscription, variables: {}, onNext: refetch }),
    [refetch],
  );
  const inbox = data.viewer?.supportInbox;
  const role = data.viewer?.staff.role;
  const allowed = !!inbox && (role === 'SUPPORT' || role === 'ADMIN');
  if (!allowed) return <NotSupport />;
  return (
    <DeskLayout config={config} onReconnect={refetch}>
      <nav className="support-inbox" aria-labelledby="support-inbox-title" data-testid="support-inbox">
        <h1 id="support-inbox-title">
          <FormattedMessage id="support.title" />
        </h1>
        <div className="support-filters">
          <Toggle search={search} setSearch={setSearch} name="unread" labelId="support.filter.unreadFirst" />
          <Toggle search={search} setSearch={setSearch} name="mine" labelId="support.filter.mine" />
        </div>
        <p role="status" className="support-muted" data-testid="support-count">
          <FormattedMessage id="support.count" values={{ count: inbox.totalCount }} />
        </p>
        {inbox.edges.length === 0 ? (
          <p data-testid="support-empty">
            <FormattedMessage id="support.empty" />
          </p>
        ) : (
          <ul className="support-list">
            {inbox.edges.map(({ node }) => {
              const next = new URLSearchParams(search);
              next.set('c', node.id);
              const current = node.id === variables.selected;
              return (
                <li key={node.id}>
                  <Link
                    to={`${supportPaths.desk}?${next.toString()}`}
                    className={current ? 'support-item current' : 'support-item'}
                    aria-current={current ? 'page' : undefined}
                    data-testid="support-inbox-item"
                  >
                    <span className="support-item-head">
                      <strong>{node.member.nickname}</strong>
                      {node.unreadCount > 0 ? (
                        <span className="badge" data-testid="support-unread">
                          <FormattedMessage id="support.unread" values={{ count: node.unreadCount }} />
                        </span>
                      ) : null}
                    </span>
                    <span className="support-item-preview">
                      {node.lastMessage?.fromMember === false ? `${intl.formatMessage({ id: 'support.you' })}: ` : ''}
                      {node.lastMessage?.text ?? '…'}
                    </span>
                    <span className="support-muted">
                      {intl.formatDate(node.lastActivityAt, WHEN)}
                      {node.claimedBy ? ` · ${node.claimedBy.nickname}` : ''}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {inbox.pageInfo.hasNextPage || variables.after ? (
          <div className="support-pages">
            {variables.after ? (
              <button
                type="button"
                className="link"
                onClick={() => {
                  const next = new URLSearchParams(search);
                  next.delete('after');
                  setSearch(next);
                }}
              >
                <FormattedMessage id="support.firstPage" />
              </button>
            ) : null}
            {inbox.pageInfo.hasNextPage ? (
              <button
                type="button"
                className="link"
                onClick={() => {
                  const next = new URLSearchParams(search);
                  next.set('after', inbox.pageInfo.endCursor ?? '');
                  setSearch(next);
                }}
              >
                <FormattedMessage id="support.nextPage" />
              </button>
            ) : null}
          </div>
        ) : null}
      </nav>
      {data.selected?.conversation ? (
        <ConversationPanel key={data.selected.conversation.id} conversation={data.selected.conversation} />
      ) : (
        <section className="support-conversation support-placeholder" data-testid="support-none-open">
          <p className="support-muted">
            <FormattedMessage id={variables.hasSelected ? 'support.notFound' : 'support.choose'} />
          </p>
        </section>
      )}
    </DeskLayout>
  );
}

/** The desk's frame, listening live while it is shown. */
function DeskLayout({
  config,
  onReconnect,
  children,
}: {
  config: GraphQLSubscriptionConfig<SupportDeskScreenSubscription>;
  onReconnect: () => void;
  children: React.ReactNode;
}) {
  useLiveSubscription(config, onReconnect);
  return (
    <main className="support-desk" data-testid="support-desk">
      {children}
    </main>
  );
}

function Toggle({
  search,
  setSearch,
  name,
  labelId,
}: {
  search: URLSearchParams;
  setSearch: (next: URLSearchParams) => void;
  name: string;
  labelId: 'support.filter.unreadFirst' | 'support.filter.mine';
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        data-testid={`support-filter-${name}`}
        checked={search.get(name) === '1'}
        onChange={(event) => {
          const next = new URLSearchParams(search);
          next.delete('after');
          if (event.target.checked) next.set(name, '1');
          else next.delete(name);
          setSearch(next);
        }}
      />
      <FormattedMessage id={labelId} />
    </label>
  );
}

/** What a moderator (or anyone but support staff and admins) sees here. */
function NotSupport() {
  return (
    <main className="support-desk-forbidden" data-testid="support-forbidden">
      <h1>
        <FormattedMessage id="support.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="support.forbidden.body" />
      </p>
    </main>
  );
}
