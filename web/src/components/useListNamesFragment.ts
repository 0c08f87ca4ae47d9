import { startTransition, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { useListNamesFragment_query$key } from '../__generated__/useListNamesFragment_query.graphql';
import type { useListNamesFragmentRefetchQuery } from '../__generated__/useListNamesFragmentRefetchQuery.graphql';
import type { FactLists } from './profileFacts';

/**
 * The system lists that name profile codes, as a fragment of a route's query (spread
 * `...useListNamesFragment_query` in it): the server names them in the interface language,
 * so they are fetched again when the member switches language, also by a kept-alive screen
 * when it shows again. The answer renames the same records every list of the store reads
 * (`systemLists` on the root), so a screen's own list fragments (the profile form's selects)
 * follow too.
 */
export function useListNamesFragment(query: useListNamesFragment_query$key): FactLists {
  const [data, refetch] = useRefetchableFragment<useListNamesFragmentRefetchQuery, useListNamesFragment_query$key>(
    graphql`
      fragment useListNamesFragment_query on Query @refetchable(queryName: "useListNamesFragmentRefetchQuery") {
        systemLists {
          regions { code name }
          languages { code name }
          occupations { code name }
          hobbies { code name }
        }
      }
    `,
    query,
  );
  const { locale } = useIntl();
  const [namedIn, setNamedIn] = useState(locale);
  useEffect(() => {
    if (locale === namedIn) return;
    setNamedIn(locale);
    // A transition: the names in the old language stay on screen until the new ones are in.
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [locale, namedIn, refetch]);
  return data.systemLists;
}
