import { graphql } from 'react-relay';

/** The account operations of issue 3 (registration, password, profile, cancellation). */

export const codeSendMutation = graphql`
  mutation accountOpsCodeSendMutation($input: VerificationCodeSendInput!) {
    verificationCodeSend(input: $input) {
      __typename
      ... on VerificationCodeSendPayload {
        resendAfterSeconds
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const codeCheckMutation = graphql`
  mutation accountOpsCodeCheckMutation($input: VerificationCodeCheckInput!) {
    verificationCodeCheck(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const registerMutation = graphql`
  mutation accountOpsRegisterMutation($input: AccountRegisterInput!) {
    accountRegister(input: $input) {
      __typename
      ... on AccountRegisterPayload {
        viewer {
          id
          profileComplete
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const passwordResetMutation = graphql`
  mutation accountOpsPasswordResetMutation($input: PasswordResetInput!) {
    passwordReset(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const passwordChangeMutation = graphql`
  mutation accountOpsPasswordChangeMutation($input: PasswordChangeInput!) {
    passwordChange(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const accountCancelMutation = graphql`
  mutation accountOpsCancelMutation($input: AccountCancelInput!) {
    accountCancel(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const profileUpdateMutation = graphql`
  mutation accountOpsProfileUpdateMutation($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      __typename
      ... on ProfileUpdatePayload {
        viewer {
          id
          profileComplete
          birthday {
            year
            month
            day
          }
          language
          gender
          regionCode
          heightCm
          weightKg
          occupation
          hobbies
          signature
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const avatarUploadMutation = graphql`
  mutation accountOpsAvatarUploadMutation($file: File!) {
    avatarUpload(file: $file) {
      __typename
      ... on AvatarUploadPayload {
        viewer {
          id
          avatarUrl
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export const systemListsQuery = graphql`
  query accountOpsSystemListsQuery {
    developmentMailboxUrl
    systemLists {
      hobbies {
        code
        name
      }
      languages {
        code
        name
      }
      regions {
        code
        name
      }
      occupations {
        code
        name
      }
      heightCm {
        min
        max
      }
      weightKg {
        min
        max
      }
    }
    viewer {
      id
      nickname
      avatarUrl
      birthday {
        year
        month
        day
      }
      language
      gender
      regionCode
      heightCm
      weightKg
      occupation
      hobbies
      signature
    }
  }
`;
