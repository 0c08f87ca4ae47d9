import { graphql } from 'react-relay';
import type { useInterfaceLanguageUpdateMutation as Mutation } from '../../../__generated__/useInterfaceLanguageUpdateMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

const mutation = graphql`
  mutation useInterfaceLanguageUpdateMutation($input: InterfaceLanguageUpdateInput!) {
    interfaceLanguageUpdate(input: $input) {
      __typename
      ... on InterfaceLanguageUpdatePayload {
        viewer {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useInterfaceLanguageUpdateMutation() {
  return useResultMutation<Mutation, 'interfaceLanguageUpdate'>(mutation, 'interfaceLanguageUpdate');
}
