import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { UnauthenticatedError, ValidationError, withGraphFieldNames } from '../core/errors';
import { Viewer, ViewerPayload, viewerOf, type ViewerSource } from '../viewer/types';
import type { LoginResult } from './endpoints';
import {
  AccountExistsError,
  CodeExpiredError,
  CodeInvalidError,
  InvalidCredentialsError,
  RegistrationClosedError,
  sessionLoginRefusals,
  TooManyAttemptsError,
  UsernameRejectedError,
} from './errors';
import { DonePayload, VerificationPurpose } from './types';

/** Logging in and out (spec §2 login, §4 session). */

/** A new upstream session (login or registration): the cookie holds its token from now on. */
export function startSession(context: Context, result: LoginResult): ViewerSource {
  context.sessionCookie.set(result.token);
  context.caller.token = result.token;
  context.loaders.clearAll();
  context.knownSessions.remember(result.token, result.userInfo.id);
  return { id: result.userInfo.id };
}

const SessionLoginInput = builder.inputType('SessionLoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const SessionLogoutPayload = builder.objectRef<{ viewer: null }>('SessionLogoutPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: Viewer, nullable: true, resolve: () => null }) }),
});

builder.mutationField('sessionLogin', (t) =>
  t.field({
    type: ViewerPayload('SessionLoginPayload'),
    description: 'Logs in with e-mail and password; sets the session cookie.',
    args: { input: t.arg({ type: SessionLoginInput, required: true }) },
    errors: {
      types: [InvalidCredentialsError, ValidationError, TooManyAttemptsError, ...sessionLoginRefusals],
      union: { name: 'SessionLoginResult' },
    },
    resolve: async (_root, { input }, context) => ({
      viewer: startSession(context, await context.upstream.account.login(input)),
    }),
  }),
);

builder.mutationField('sessionLogout', (t) =>
  t.field({
    type: SessionLogoutPayload,
    description: 'Ends the session: revokes the token upstream and clears the cookie.',
    resolve: async (_root, _args, context) => {
      if (context.caller.token) {
        context.knownSessions.forgetToken(context.caller.token);
        try {
          await context.upstream.account.logout();
        } catch (error) {
          // Upstream unreachable: the browser forgets the session all the same (the member
          // asked to leave), and the answer says the token could not be revoked.
          if (!(error instanceof UnauthenticatedError)) {
            context.sessionCookie.clear();
            throw error;
          }
        }
      }
      context.sessionCookie.clear();
      context.caller.token = undefined;
      return { viewer: null };
    },
  }),
);

/** Registration and password recovery (spec §2 registration steps, forgot password; §5 rules). */

const codeErrors = [CodeInvalidError, CodeExpiredError, TooManyAttemptsError, ValidationError];

builder.mutationField('verificationCodeSend', (t) =>
  t.field({
    type: builder.objectRef<{ resendAfterSeconds: number }>('VerificationCodeSendPayload').implement({
      fields: (f) => ({
        resendAfterSeconds: f.exposeInt('resendAfterSeconds', { description: 'When another code may be asked for.' }),
      }),
    }),
    description:
      'E-mails a 6-digit code for registering or resetting a password. Answers the same whether or not the address has an account.',
    args: {
      input: t.arg({
        type: builder.inputType('VerificationCodeSendInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            purpose: f.field({ type: VerificationPurpose, required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [TooManyAttemptsError, ValidationError], union: { name: 'VerificationCodeSendResult' } },
    resolve: (_root, { input }, context) => context.upstream.account.sendCode(input),
  }),
);

const CodeInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({
      email: f.string({ required: true }),
      purpose: f.field({ type: VerificationPurpose, required: true }),
      code: f.string({ required: true }),
    }),
  });

builder.mutationField('verificationCodeCheck', (t) =>
  t.field({
    type: DonePayload('VerificationCodeCheckPayload'),
    description: 'Checks a code before the next step without using it up. Five wrong guesses end the code.',
    args: { input: t.arg({ type: CodeInput('VerificationCodeCheckInput'), required: true }) },
    errors: { types: codeErrors, union: { name: 'VerificationCodeCheckResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.account.checkCode(input);
      return { done: true as const };
    },
  }),
);

builder.mutationField('accountRegister', (t) =>
  t.field({
    type: ViewerPayload('AccountRegisterPayload'),
    description: 'Creates the account with a verified e-mail and a password, and logs in (sets the session cookie).',
    args: {
      input: t.arg({
        type: builder.inputType('AccountRegisterInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            code: f.string({ required: true }),
            password: f.string({ required: true }),
            nickname: f.string({
              description:
                'The name others see (1 to 32 characters); without one the member is “Member <account number>” until they choose.',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [...codeErrors, AccountExistsError, UsernameRejectedError, RegistrationClosedError],
      union: { name: 'AccountRegisterResult' },
    },
    resolve: async (_root, { input }, context) => ({
      viewer: startSession(
        context,
        await context.upstream.account.register({ ...input, nickname: input.nickname ?? undefined }),
      ),
    }),
  }),
);

builder.mutationField('passwordReset', (t) =>
  t.field({
    type: DonePayload('PasswordResetPayload'),
    description: 'Sets a new password with a code sent for RESET_PASSWORD; ends every session of the account.',
    args: {
      input: t.arg({
        type: builder.inputType('PasswordResetInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            code: f.string({ required: true }),
            password: f.string({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: codeErrors, union: { name: 'PasswordResetResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.account.resetPassword(input);
      return { done: true as const };
    },
  }),
);

builder.mutationField('passwordChange', (t) =>
  t.field({
    type: ViewerPayload('PasswordChangePayload'),
    description: 'Changes the password of the logged-in member; ends their other sessions.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('PasswordChangeInput', {
          fields: (f) => ({ currentPassword: f.string({ required: true }), password: f.string({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [InvalidCredentialsError, TooManyAttemptsError, ValidationError],
      union: { name: 'PasswordChangeResult' },
    },
    resolve: async (_root, { input }, context) => {
      await withGraphFieldNames({ oldPassword: 'currentPassword' }, () =>
        context.upstream.account.changePassword({ oldPassword: input.currentPassword, password: input.password }),
      );
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('accountCancel', (t) =>
  t.field({
    type: DonePayload('AccountCancelPayload'),
    description:
      'Closes the account for good after the password is confirmed; ends every session and clears the cookie.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AccountCancelInput', { fields: (f) => ({ password: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: {
      types: [InvalidCredentialsError, TooManyAttemptsError, ValidationError],
      union: { name: 'AccountCancelResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        await context.upstream.account.cancel(input);
      } catch (error) {
        if (error instanceof UnauthenticatedError) context.sessionCookie.clear();
        throw error;
      }
      context.sessionCookie.clear();
      if (context.caller.token) context.knownSessions.forgetToken(context.caller.token);
      context.caller.token = undefined;
      return { done: true as const };
    },
  }),
);
