import type { ProfileUpdateInput } from '../../../__generated__/useProfileUpdateMutation.graphql';
import type { FieldRules, FormErrors } from '../../../components/useFormErrors';
import type { FieldError } from '../../account/components/accountErrors';
import type { ProfileDraft } from './useProfileDraft';
import { SIGNATURE_MAX, validateBirthday, validateHobbies, validateNickname } from './validateProfile';

type Gender = NonNullable<ProfileUpdateInput['gender']>;

/** A profile field as the form saves it; `year` stands for the birth date (year, month and day). */
export type ProfileField =
  | 'year'
  | 'language'
  | 'spokenLanguages'
  | 'gender'
  | 'regionCode'
  | 'nickname'
  | 'heightCm'
  | 'weightKg'
  | 'heightVisible'
  | 'weightVisible'
  | 'signature'
  | 'occupation'
  | 'hobbies';

/** A profile form's errors, by draft field (the birth date's at `year`), plus the form's own line. */
export type ProfileErrors = FormErrors<keyof ProfileDraft>;
export type ProfileRules = FieldRules<keyof ProfileDraft, ProfileDraft>;

/** Step (d), personal info. */
export const PERSONAL_FIELDS: ReadonlyArray<ProfileField> = [
  'year',
  'language',
  'spokenLanguages',
  'gender',
  'regionCode',
];
/** Step (e), account setup (the avatar is uploaded on its own; the nickname was asked with the password). */
export const SETUP_FIELDS: ReadonlyArray<ProfileField> = [
  'heightCm',
  'weightKg',
  'heightVisible',
  'weightVisible',
  'signature',
  'occupation',
  'hobbies',
];

const birthdayOf = (draft: ProfileDraft) => ({
  year: Number(draft.year),
  month: Number(draft.month),
  day: Number(draft.day),
});

/** Spec §5, each field's rule in the page (the server checks again). */
export const PROFILE_RULES: Record<ProfileField, (draft: ProfileDraft) => ReturnType<typeof validateNickname>> = {
  year: (draft) => validateBirthday(birthdayOf(draft)),
  language: (draft) => (draft.language ? undefined : 'account.error.languageRequired'),
  // Optional, and never more than the field lets one choose.
  spokenLanguages: () => undefined,
  gender: (draft) => (draft.gender ? undefined : 'account.error.genderRequired'),
  regionCode: (draft) => (draft.regionCode ? undefined : 'account.error.regionRequired'),
  nickname: (draft) => validateNickname(draft.nickname),
  // Optional: a member who gives neither is asked nothing.
  heightCm: () => undefined,
  weightKg: () => undefined,
  heightVisible: () => undefined,
  weightVisible: () => undefined,
  signature: (draft) => (draft.signature.length > SIGNATURE_MAX ? 'account.error.signatureTooLong' : undefined),
  occupation: (draft) => (draft.occupation ? undefined : 'account.error.occupationRequired'),
  hobbies: (draft) => validateHobbies(draft.hobbies),
};

/** The rules of `fields` only. */
export function rulesFor(fields: ReadonlyArray<ProfileField>): ProfileRules {
  return Object.fromEntries(fields.map((field) => [field, PROFILE_RULES[field]]));
}

/** A field's value as it is saved: trimmed text, the birth date whole, hobbies in any order. */
function savedForm(draft: ProfileDraft, field: ProfileField): string {
  if (field === 'year') return `${draft.year}-${draft.month}-${draft.day}`;
  if (field === 'hobbies') return [...draft.hobbies].sort().join();
  if (field === 'spokenLanguages') return spokenOf(draft).join();
  if (field === 'heightVisible' || field === 'weightVisible') return String(draft[field]);
  return draft[field].trim();
}

/** The other languages as saved: the common one is never among them (the server leaves it out too). */
const spokenOf = (draft: ProfileDraft) => draft.spokenLanguages.filter((code) => code !== draft.language);

/** The fields whose value differs from the saved profile's. */
export function changedFields(draft: ProfileDraft, saved: ProfileDraft): ProfileField[] {
  return (Object.keys(PROFILE_RULES) as ProfileField[]).filter(
    (field) => savedForm(draft, field) !== savedForm(saved, field),
  );
}

/** What profileUpdate is sent for `fields`. */
export function profileInput(draft: ProfileDraft, fields: ReadonlyArray<ProfileField>): ProfileUpdateInput {
  const input: ProfileUpdateInput = {};
  for (const field of fields) {
    if (field === 'year') input.birthday = birthdayOf(draft);
    else if (field === 'gender') input.gender = draft.gender as Gender;
    // Left empty, an optional fact is taken off the profile.
    else if (field === 'heightCm' || field === 'weightKg') input[field] = draft[field] ? Number(draft[field]) : null;
    else if (field === 'heightVisible' || field === 'weightVisible') input[field] = draft[field];
    else if (field === 'nickname' || field === 'signature') input[field] = draft[field].trim();
    else if (field === 'hobbies') input.hobbies = draft.hobbies;
    else if (field === 'spokenLanguages') input.spokenLanguages = spokenOf(draft);
    else input[field] = draft[field];
  }
  return input;
}

/** The numbers from `from` to `to`, either way round (the select options of years, heights ...). */
export function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

/** Where a server error shows: at the field it names, when the form has that field; else on the form's line. */
export function serverErrors({ field, error }: FieldError, known: ReadonlyArray<string>): ProfileErrors {
  if (field === 'birthday') return { year: error };
  if (field && known.includes(field)) return { [field]: error } as ProfileErrors;
  return { form: error };
}
