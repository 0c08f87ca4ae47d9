import { builder } from '../builder';
import {
  AccountExistsError,
  CodeExpiredError,
  CodeInvalidError,
  InvalidCredentialsError,
  RegistrationClosedError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UsernameRejectedError,
  ValidationError,
} from '../errors';
import { startSession, ViewerPayload } from './session';
import { Gender } from './user';
import { Viewer, viewerInfo, viewerOf } from './viewer';

/** Upstream names some fields differently from the graph; a ValidationError names the graph's field. */
async function withGraphFieldNames<T>(names: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError && names[error.field]) throw new ValidationError(names[error.field], error.message);
    throw error;
  }
}

const PROFILE_FIELD_NAMES = { interest: 'hobbies', height: 'heightCm', weight: 'weightKg', region: 'regionCode' };

/** Registration and password recovery (spec §2 registration steps, forgot password; §5 rules). */

const VerificationPurpose = builder.enumType('VerificationPurpose', {
  values: { REGISTER: { value: 'register' }, RESET_PASSWORD: { value: 'reset' } } as const,
});

const DonePayload = (name: string) =>
  builder.objectRef<{ done: true }>(name).implement({
    fields: (t) => ({ done: t.boolean({ resolve: () => true }) }),
  });

const codeErrors = [CodeInvalidError, CodeExpiredError, TooManyAttemptsError, ValidationError];

builder.mutationField('verificationCodeSend', (t) =>
  t.field({
    type: builder.objectRef<{ resendAfterSeconds: number }>('VerificationCodeSendPayload').implement({
      fields: (f) => ({ resendAfterSeconds: f.exposeInt('resendAfterSeconds', { description: 'When another code may be asked for.' }) }),
    }),
    description:
      'E-mails a 6-digit code for registering or resetting a password. Answers the same whether or not the address has an account.',
    args: {
      input: t.arg({
        type: builder.inputType('VerificationCodeSendInput', {
          fields: (f) => ({ email: f.string({ required: true }), purpose: f.field({ type: VerificationPurpose, required: true }) }),
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
            nickname: f.string({ description: 'The name others see (1 to 32 characters); without one the member is “Member <account number>” until they choose.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...codeErrors, AccountExistsError, UsernameRejectedError, RegistrationClosedError], union: { name: 'AccountRegisterResult' } },
    resolve: async (_root, { input }, context) => ({
      viewer: startSession(context, await context.upstream.account.register({ ...input, nickname: input.nickname ?? undefined })),
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
          fields: (f) => ({ email: f.string({ required: true }), code: f.string({ required: true }), password: f.string({ required: true }) }),
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
    errors: { types: [InvalidCredentialsError, TooManyAttemptsError, ValidationError], union: { name: 'PasswordChangeResult' } },
    resolve: async (_root, { input }, context) => {
      await withGraphFieldNames({ oldPassword: 'currentPassword' }, () =>
        context.upstream.account.changePassword({ oldPassword: input.currentPassword, password: input.password }),
      );
      return { viewer: await viewerOf(context) };
    },
  }),
);

const BirthdayInput = builder.inputType('BirthdayInput', {
  fields: (f) => ({ year: f.int({ required: true }), month: f.int({ required: true }), day: f.int({ required: true }) }),
});

builder.mutationField('profileUpdate', (t) =>
  t.field({
    type: ViewerPayload('ProfileUpdatePayload'),
    description: 'Saves the given profile fields (the setup steps and the profile editor); absent fields stay as they are.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ProfileUpdateInput', {
          fields: (f) => ({
            nickname: f.string(),
            birthday: f.field({ type: BirthdayInput }),
            language: f.string({ description: 'The common language: a code from systemLists.languages.' }),
            spokenLanguages: f.stringList({ description: 'Every other language I speak (codes from systemLists.languages, at most five; repeats and the common language are left out); an empty list says none.' }),
            regionCode: f.string(),
            gender: f.field({ type: Gender }),
            heightCm: f.int({ description: 'Optional; null takes it off the profile.' }),
            weightKg: f.int({ description: 'Optional; null takes it off the profile.' }),
            heightVisible: f.boolean({ description: 'Whether other members see my height (they do not unless I choose).' }),
            weightVisible: f.boolean({ description: 'Whether other members see my weight (they do not unless I choose).' }),
            signature: f.string(),
            occupation: f.string(),
            hobbies: f.stringList(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'ProfileUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const body: Record<string, unknown> = {};
      if (input.nickname != null) body.nickname = input.nickname;
      if (input.birthday != null) body.birthday = input.birthday;
      if (input.language != null) body.language = input.language;
      if (input.spokenLanguages != null) body.spokenLanguages = input.spokenLanguages;
      if (input.regionCode != null) body.region = input.regionCode;
      if (input.gender != null) body.gender = input.gender;
      // An explicit null clears an optional fact; absent leaves it.
      if (input.heightCm !== undefined) body.height = input.heightCm;
      if (input.weightKg !== undefined) body.weight = input.weightKg;
      if (input.heightVisible != null) body.heightVisible = input.heightVisible;
      if (input.weightVisible != null) body.weightVisible = input.weightVisible;
      if (input.signature != null) body.signature = input.signature;
      if (input.occupation != null) body.occupation = input.occupation;
      if (input.hobbies != null) body.interest = input.hobbies;
      await withGraphFieldNames(PROFILE_FIELD_NAMES, () => context.upstream.account.editProfile(body));
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('interfaceLanguageUpdate', (t) =>
  t.field({
    type: ViewerPayload('InterfaceLanguageUpdatePayload'),
    description:
      'Tells the service the interface language the viewer switched to (login and registration tell it by themselves): until they choose a common language, it is the one their messages are translated into.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('InterfaceLanguageUpdateInput', { fields: (f) => ({ language: f.string({ required: true, description: 'One of the eight interface languages (en, de, es, ja, ko, ru, zh-CN, zh-TW).' }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'InterfaceLanguageUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.account.setInterfaceLanguage(input.language);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request).',
  serialize: () => {
    throw new Error('File is input only');
  },
  // Yoga hands over its own File implementation, so the shape is checked, not the class.
  parseValue: (value) => {
    if (typeof (value as File | null)?.arrayBuffer !== 'function') throw new Error('Expected an uploaded file');
    return value as File;
  },
});

builder.mutationField('avatarUpload', (t) =>
  t.field({
    type: ViewerPayload('AvatarUploadPayload'),
    description: 'Sets the avatar: PNG, JPEG or GIF, judged by content, re-encoded without EXIF or GPS data.',
    authScopes: { loggedIn: true },
    args: { file: t.arg({ type: 'File', required: true }) },
    errors: { types: [ValidationError], union: { name: 'AvatarUploadResult' } },
    resolve: async (_root, { file }, context) => {
      const bytes = Buffer.from(await file.arrayBuffer());
      await context.upstream.account.uploadAvatar(bytes, file.type || 'application/octet-stream');
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('accountCancel', (t) =>
  t.field({
    type: DonePayload('AccountCancelPayload'),
    description: 'Closes the account for good after the password is confirmed; ends every session and clears the cookie.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AccountCancelInput', { fields: (f) => ({ password: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [InvalidCredentialsError, TooManyAttemptsError, ValidationError], union: { name: 'AccountCancelResult' } },
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

const Birthday = builder.objectRef<{ year: number; month: number; day: number }>('Birthday').implement({
  fields: (t) => ({ year: t.exposeInt('year'), month: t.exposeInt('month'), day: t.exposeInt('day') }),
});

builder.objectFields(Viewer, (t) => ({
  email: t.string({ resolve: async (_viewer, _args, context) => (await viewerInfo(context)).email ?? '' }),
  birthday: t.field({ type: Birthday, nullable: true, description: 'Others see `age` only.', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).birthday ?? null }),
  goldCoins: t.int({ description: 'Gold coin balance.', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.goldCoin ?? 0 }),
  translationCharacters: t.int({
    description: 'Translation characters left (package + membership allowance).',
    resolve: async (_viewer, _args, context) => {
      const balances = (await viewerInfo(context)).userAccountVo;
      return balances ? balances.character + balances.vipCharacter : 0;
    },
  }),
  translationPackCharacters: t.int({ description: 'Characters left from bought translation packs (spec `character`).', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.character ?? 0 }),
  membershipTranslationCharacters: t.int({ description: 'Characters left of the membership allowance (spec `vipCharacter`).', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.vipCharacter ?? 0 }),
  heightVisible: t.boolean({ description: 'Whether other members see my height.', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).heightVisible ?? false }),
  weightVisible: t.boolean({ description: 'Whether other members see my weight.', resolve: async (_viewer, _args, context) => (await viewerInfo(context)).weightVisible ?? false }),
  profileComplete: t.boolean({
    description: 'Whether the setup steps are done (height and weight are optional).',
    resolve: async (_viewer, _args, context) => {
      const me = await viewerInfo(context);
      return Boolean(me.nickname && me.avatar && me.birthday && me.language && me.gender != null && me.region && me.occupation && me.interest);
    },
  }),
}));
