import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IdSearchQuery } from '../../__generated__/IdSearchQuery.graphql';
import type { MessageId } from '../../i18n/messages';

const query = graphql`
  query IdSearchQuery($query: String!) {
    userSearch(query: $query) {
      __typename
      ... on UserSearchPayload {
        users {
          id
        }
      }
      ... on SearchOwnAccountError {
        message
      }
    }
  }
`;

/** The header's ID search (spec §2, §5): one's own ID is refused, no hit says the user does not exist. */
export function IdSearch({ ownAccount }: { ownAccount: number }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [warning, setWarning] = useState<MessageId | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!/^\d{1,12}$/.test(id)) return setWarning('people.search.invalid');
    if (Number(id) === ownAccount) return setWarning('people.search.self');
    setWarning(null);
    const result = await fetchQuery<IdSearchQuery>(environment, query, { query: id }).toPromise();
    const found = result?.userSearch.__typename === 'UserSearchPayload' ? result.userSearch.users[0] : undefined;
    if (!found) return setWarning(result?.userSearch.__typename === 'SearchOwnAccountError' ? 'people.search.self' : 'people.search.notFound');
    setValue('');
    navigate(`/userHomePage/${encodeURIComponent(found.id)}`);
  };

  return (
    <form className="id-search" role="search" onSubmit={submit}>
      <input
        type="search"
        inputMode="numeric"
        data-testid="id-search"
        aria-label={intl.formatMessage({ id: 'people.search.label' })}
        placeholder={intl.formatMessage({ id: 'people.search.placeholder' })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button ghost" data-testid="id-search-submit">
        <FormattedMessage id="people.search.submit" />
      </button>
      {warning && (
        <span className="search-warning" role="alert" data-testid="id-search-warning">
          <FormattedMessage id={warning} />
        </span>
      )}
    </form>
  );
}
