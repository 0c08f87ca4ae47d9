import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useListNamesQuery } from '../__generated__/useListNamesQuery.graphql';
import type { FactLists } from './profileFacts';

/**
 * The system lists that name profile codes (regions, languages, occupations, hobbies), in
 * the interface language: fetched again when the member switches language, since the server
 * names them.
 */
export function useListNames(): FactLists {
  const { locale } = useIntl();
  const { systemLists } = useLazyLoadQuery<useListNamesQuery>(
    graphql`
      query useListNamesQuery {
        systemLists {
          regions { code name }
          languages { code name }
          occupations { code name }
          hobbies { code name }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: locale },
  );
  return systemLists;
}
