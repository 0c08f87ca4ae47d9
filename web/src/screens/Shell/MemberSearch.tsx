import { Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MemberSearchIdQuery } from '../../__generated__/MemberSearchIdQuery.graphql';
import type { MemberSearchNicknameQuery } from '../../__generated__/MemberSearchNicknameQuery.graphql';
import type { MemberSearchResultsPaginationQuery } from '../../__generated__/MemberSearchResultsPaginationQuery.graphql';
import type { MemberSearch_results$key } from '../../__generated__/MemberSearch_results.graphql';
import { Loading } from '../../components/Loading';
import type { MessageId } from '../../i18n/messages';
import { paths } from '../../routing/paths';
import { MemberRow } from '../people/MemberLists/MemberRow';

const SEARCH_MAX = 64;

const idQuery = graphql`
  query MemberSearchIdQuery($query: String!) {
    userSearch(query: $query) {
      __typename
      ... on UserSearchPayload {
        results(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Nickname matches in a panel under the search box, 20 at a time. */
function NicknameResults({ text }: { text: string }) {
  const query = useLazyLoadQuery<MemberSearchNicknameQuery>(
    graphql`
      query MemberSearchNicknameQuery($query: String!) {
        ...MemberSearch_results @arguments(query: $query)
      }
    `,
    { query: text },
    { fetchPolicy: 'network-only' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MemberSearchResultsPaginationQuery,
    MemberSearch_results$key
  >(
    graphql`
      fragment MemberSearch_results on Query
      @refetchable(queryName: "MemberSearchResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        userSearch(query: $query) {
          __typename
          ... on UserSearchPayload {
            totalCount
            results(first: $count, after: $cursor) @connection(key: "MemberSearch_results") {
              edges {
                node {
                  id
                  ...MemberRow_user
                }
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    query,
  );
  const result = data.userSearch;
  if (result.__typename !== 'UserSearchPayload') {
    return <p className="search-warning">{'message' in result ? result.message : null}</p>;
  }
  const edges = result.results?.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="muted" data-testid="search-results-empty">
        <FormattedMessage id="people.search.noMatch" values={{ text }} />
      </p>
    );
  }
  return (
    <>
      <p className="muted-small" data-testid="search-results-count">
        <FormattedMessage id="people.search.count" values={{ shown: edges.length, total: result.totalCount }} />
      </p>
      <ul className="member-list">
        {edges.map(({ node }) => (
          <MemberRow key={node.id} user={node} />
        ))}
      </ul>
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          data-testid="search-results-more"
          disabled={isLoadingNext}
          onClick={() => loadNext(20)}
        >
          <FormattedMessage id="people.loadMore" />
        </button>
      )}
    </>
  );
}

/**
 * The header's search (spec §2, §5): digits are a member ID and open that member's page
 * (one's own ID is refused, no hit says the user does not exist); other text lists the
 * members whose nickname contains it. On a phone the box opens under the header from a search
 * button (Escape closes it and gives focus back to the button).
 */
export function MemberSearch({ ownAccount }: { ownAccount: number }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  // Ours, or upstream's own words (already in the member's language) for a refusal such as too many searches.
  const [warning, setWarning] = useState<MessageId | { text: string } | null>(null);
  const [nickname, setNickname] = useState<string | null>(null);
  // Phone only: whether the box is open under the header (wider, it always shows).
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Choosing a result (or going anywhere else) closes the panel, and on a phone the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which is what it is for
  useEffect(() => {
    setNickname(null);
    setOpen(false);
  }, [pathname]);

  const openBox = () => {
    setOpen(true);
    // After the box shows: an element hidden by the style sheet cannot take focus.
    requestAnimationFrame(() => input.current?.focus());
  };
  const closeBox = () => {
    setOpen(false);
    setNickname(null);
    setWarning(null);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (nickname) setNickname(null);
    else if (open) closeBox();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    setNickname(null);
    if (!text || text.length > SEARCH_MAX) return setWarning('people.search.invalid');
    if (!/^\d{1,12}$/.test(text)) {
      setWarning(null);
      return setNickname(text);
    }
    if (Number(text) === ownAccount) return setWarning('people.search.self');
    setWarning(null);
    const result = await fetchQuery<MemberSearchIdQuery>(environment, idQuery, { query: text }).toPromise();
    const search = result?.userSearch;
    const found = search?.__typename === 'UserSearchPayload' ? search.results?.edges[0]?.node : undefined;
    if (search?.__typename === 'RateLimitedError') return setWarning({ text: search.message ?? '' });
    if (!found)
      return setWarning(
        search?.__typename === 'SearchOwnAccountError' ? 'people.search.self' : 'people.search.notFound',
      );
    setValue('');
    void navigate(paths.userHomePage(found.id));
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button search-toggle"
        data-testid="search-toggle"
        aria-expanded={open}
        aria-controls="member-search"
        aria-label={intl.formatMessage({ id: 'people.search.label' })}
        onClick={() => (open ? closeBox() : openBox())}
      >
        <SearchIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a form for its submit; <search> would still need one inside */}
      <form
        id="member-search"
        className={open ? 'id-search open' : 'id-search'}
        role="search"
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <input
          ref={input}
          type="search"
          data-testid="id-search"
          maxLength={SEARCH_MAX}
          aria-label={intl.formatMessage({ id: 'people.search.label' })}
          placeholder={intl.formatMessage({ id: 'people.search.placeholder' })}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          className="icon-button search-submit"
          data-testid="id-search-submit"
          aria-label={intl.formatMessage({ id: 'people.search.submit' })}
        >
          <SearchIcon />
        </button>
        {warning && (
          <span className="search-warning" role="alert" data-testid="id-search-warning">
            {typeof warning === 'string' ? <FormattedMessage id={warning} /> : warning.text}
          </span>
        )}
        {nickname && (
          <section
            className="search-results"
            aria-label={intl.formatMessage({ id: 'people.search.results' })}
            data-testid="search-results"
          >
            <button
              type="button"
              className="dialog-close"
              aria-label={intl.formatMessage({ id: 'dialog.close' })}
              onClick={() => setNickname(null)}
            >
              ×
            </button>
            <Suspense fallback={<Loading />}>
              <NicknameResults text={nickname} />
            </Suspense>
          </section>
        )}
      </form>
    </>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </svg>
  );
}
