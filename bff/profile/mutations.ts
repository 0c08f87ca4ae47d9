import { builder } from '../core/builder';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { Gender } from '../user/types';
import { ViewerPayload, viewerOf } from '../viewer/types';

/** The member's own profile: the setup steps, the profile editor, the interface language and the avatar. */

const PROFILE_FIELD_NAMES = { interest: 'hobbies', height: 'heightCm', weight: 'weightKg', region: 'regionCode' };

const BirthdayInput = builder.inputType('BirthdayInput', {
  fields: (f) => ({
    year: f.int({ required: true }),
    month: f.int({ required: true }),
    day: f.int({ required: true }),
  }),
});

builder.mutationField('profileUpdate', (t) =>
  t.field({
    type: ViewerPayload('ProfileUpdatePayload'),
    description:
      'Saves the given profile fields (the setup steps and the profile editor); absent fields stay as they are.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ProfileUpdateInput', {
          fields: (f) => ({
            nickname: f.string(),
            birthday: f.field({ type: BirthdayInput }),
            language: f.string({ description: 'The common language: a code from systemLists.languages.' }),
            spokenLanguages: f.stringList({
              description:
                'Every other language I speak (codes from systemLists.languages, at most five; repeats and the common language are left out); an empty list says none.',
            }),
            regionCode: f.string(),
            gender: f.field({ type: Gender }),
            heightCm: f.int({ description: 'Optional; null takes it off the profile.' }),
            weightKg: f.int({ description: 'Optional; null takes it off the profile.' }),
            heightVisible: f.boolean({
              description: 'Whether other members see my height (they do not unless I choose).',
            }),
            weightVisible: f.boolean({
              description: 'Whether other members see my weight (they do not unless I choose).',
            }),
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
      await withGraphFieldNames(PROFILE_FIELD_NAMES, () => context.upstream.profile.edit(body));
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
        type: builder.inputType('InterfaceLanguageUpdateInput', {
          fields: (f) => ({
            language: f.string({
              required: true,
              description: 'One of the eight interface languages (en, de, es, ja, ko, ru, zh-CN, zh-TW).',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'InterfaceLanguageUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.profile.setInterfaceLanguage(input.language);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('avatarUpload', (t) =>
  t.field({
    type: ViewerPayload('AvatarUploadPayload'),
    description: 'Sets the avatar: PNG, JPEG or GIF, judged by content, re-encoded without EXIF or GPS data.',
    authScopes: { loggedIn: true },
    args: { file: t.arg({ type: 'File', required: true }) },
    errors: { types: [ValidationError], union: { name: 'AvatarUploadResult' } },
    resolve: async (_root, { file }, context) => {
      const bytes = Buffer.from(await file.arrayBuffer());
      await context.upstream.profile.uploadAvatar(bytes, file.type || 'application/octet-stream');
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);
