import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from 'react-relay';
import type { accountOpsAvatarUploadMutation } from '../__generated__/accountOpsAvatarUploadMutation.graphql';
import type { accountOpsProfileUpdateMutation, ProfileUpdateInput } from '../__generated__/accountOpsProfileUpdateMutation.graphql';
import type { accountOpsSystemListsQuery$data } from '../__generated__/accountOpsSystemListsQuery.graphql';
import { compressImage } from '../components/compressImage';
import { avatarUploadMutation, profileUpdateMutation } from './accountOps';
import { resultError, useSay, type ErrorText } from './errors';
import { FormError, SelectField, TextField } from './Fields';
import {
  ADULT_AGE,
  daysInMonth,
  IMAGE_TYPES,
  MAX_HOBBIES,
  SIGNATURE_MAX,
  validateBirthday,
  validateHobbies,
  validateImage,
  validateNickname,
} from './validate';

type Lists = accountOpsSystemListsQuery$data['systemLists'];
type Viewer = accountOpsSystemListsQuery$data['viewer'];
type Gender = 'FEMALE' | 'MALE' | 'OTHER';

/** What the two profile steps hold while the member moves back and forth. */
export interface ProfileDraft {
  year: string;
  month: string;
  day: string;
  language: string;
  gender: string;
  regionCode: string;
  avatarFile: File | null;
  avatarPreview: string | null;
  nickname: string;
  heightCm: string;
  weightKg: string;
  signature: string;
  occupation: string;
  hobbies: string[];
}

export function draftFromViewer(viewer: Viewer): ProfileDraft {
  return {
    year: viewer?.birthday ? String(viewer.birthday.year) : '',
    month: viewer?.birthday ? String(viewer.birthday.month) : '',
    day: viewer?.birthday ? String(viewer.birthday.day) : '',
    language: viewer?.language ?? '',
    gender: viewer?.gender && viewer.gender !== '%future added value' ? viewer.gender : '',
    regionCode: viewer?.regionCode ?? '',
    avatarFile: null,
    avatarPreview: viewer?.avatarUrl ?? null,
    nickname: viewer?.nickname ?? '',
    heightCm: viewer?.heightCm ? String(viewer.heightCm) : '',
    weightKg: viewer?.weightKg ? String(viewer.weightKg) : '',
    signature: viewer?.signature ?? '',
    occupation: viewer?.occupation ?? '',
    hobbies: [...(viewer?.hobbies ?? [])],
  };
}

type Errors = Partial<Record<keyof ProfileDraft | 'form', ErrorText>>;

function useProfileUpdate() {
  const [commit, inFlight] = useMutation<accountOpsProfileUpdateMutation>(profileUpdateMutation);
  const update = (input: ProfileUpdateInput, onDone: () => void, onFailure: (field: string | undefined, error: ErrorText) => void) =>
    commit({
      variables: { input },
      onCompleted: ({ profileUpdate: result }) => {
        const failure = resultError(result);
        if (failure) onFailure(failure.field, failure.error);
        else onDone();
      },
      onError: () => onFailure(undefined, { id: 'login.error.network' }),
    });
  return [update, inFlight] as const;
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

function serverErrors(field: string | undefined, error: ErrorText, known: ReadonlyArray<string>): Errors {
  if (field === 'birthday') return { year: error };
  if (field && known.includes(field)) return { [field]: error } as Errors;
  return { form: error };
}

/** The wizard's back / skip / save-and-continue, or in the profile editor (/person) just save. */
function StepButtons({ prefix, busy, onBack, onSkip, editor }: { prefix: string; busy: boolean; onBack?: () => void; onSkip(): void; editor?: boolean }) {
  return (
    <div className="step-actions">
      {!editor && onBack && (
        <button type="button" className="button ghost" data-testid={`register-${prefix}-back`} onClick={onBack}>
          <FormattedMessage id="account.back" />
        </button>
      )}
      {!editor && (
        <button type="button" className="button ghost" data-testid={`register-${prefix}-skip`} onClick={onSkip}>
          <FormattedMessage id="account.skip" />
        </button>
      )}
      <button type="submit" className="button primary" data-testid={`register-${prefix}-save`} disabled={busy}>
        <FormattedMessage id={busy ? 'account.saving' : editor ? 'person.save' : 'account.saveContinue'} />
      </button>
    </div>
  );
}

/** Step (d): birth date (adults only), common language, gender, region. Optional. */
export function PersonalStep(props: {
  lists: Lists;
  draft: ProfileDraft;
  change(patch: Partial<ProfileDraft>): void;
  onBack?(): void;
  onDone(): void;
  /** In the profile editor: only a save button. */
  editor?: boolean;
}) {
  const { lists, draft, change, onBack, onDone, editor } = props;
  const intl = useIntl();
  const say = useSay();
  const [errors, setErrors] = useState<Errors>({});
  const [update, saving] = useProfileUpdate();
  const thisYear = new Date().getFullYear();
  const years = range(thisYear - ADULT_AGE, thisYear - 100).map((year) => ({ value: String(year), label: String(year) }));
  const months = range(1, 12).map((month) => ({ value: String(month), label: intl.formatDate(new Date(2000, month - 1, 1), { month: 'long' }) }));
  const days = range(1, daysInMonth(Number(draft.year), Number(draft.month))).map((day) => ({ value: String(day), label: String(day) }));
  const genders: Gender[] = ['FEMALE', 'MALE', 'OTHER'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const birthday = { year: Number(draft.year), month: Number(draft.month), day: Number(draft.day) };
    const next: Errors = {};
    const birthdayError = validateBirthday(birthday);
    if (birthdayError) next.year = { id: birthdayError };
    if (!draft.language) next.language = { id: 'account.error.languageRequired' };
    if (!draft.gender) next.gender = { id: 'account.error.genderRequired' };
    if (!draft.regionCode) next.regionCode = { id: 'account.error.regionRequired' };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    update(
      { birthday, language: draft.language, gender: draft.gender as Gender, regionCode: draft.regionCode },
      onDone,
      (field, error) => setErrors(serverErrors(field, error, ['language', 'gender', 'regionCode'])),
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="register-personal-form">
      <fieldset className="birth-date">
        <legend>
          <FormattedMessage id="profile.birthday" />
        </legend>
        <div className="select-row">
          <SelectField
            testId="register-birth-year"
            label={intl.formatMessage({ id: 'profile.year' })}
            options={years}
            value={draft.year}
            onChange={(year) => change({ year })}
          />
          <SelectField
            testId="register-birth-month"
            label={intl.formatMessage({ id: 'profile.month' })}
            options={months}
            value={draft.month}
            onChange={(month) => change({ month })}
          />
          <SelectField
            testId="register-birth-day"
            label={intl.formatMessage({ id: 'profile.day' })}
            options={days}
            value={draft.day}
            onChange={(day) => change({ day })}
          />
        </div>
        {errors.year && (
          <span className="field-error" role="alert" data-testid="register-birthday-error">
            {say(errors.year)}
          </span>
        )}
      </fieldset>
      <SelectField
        testId="register-language"
        label={intl.formatMessage({ id: 'profile.language' })}
        options={lists.languages.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.language}
        error={say(errors.language)}
        onChange={(language) => change({ language })}
      />
      <SelectField
        testId="register-gender"
        label={intl.formatMessage({ id: 'profile.gender' })}
        options={genders.map((gender) => ({ value: gender, label: intl.formatMessage({ id: `profile.gender.${gender}` }) }))}
        value={draft.gender}
        error={say(errors.gender)}
        onChange={(gender) => change({ gender })}
      />
      <SelectField
        testId="register-region"
        label={intl.formatMessage({ id: 'profile.region' })}
        options={lists.regions.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.regionCode}
        error={say(errors.regionCode)}
        onChange={(regionCode) => change({ regionCode })}
      />
      <FormError testId="register-personal-error">{say(errors.form)}</FormError>
      <StepButtons prefix="personal" busy={saving} onBack={onBack} onSkip={onDone} editor={editor} />
    </form>
  );
}

const BATCH = 8;

/** Step (e): avatar, nickname, height, weight, signature, occupation, 1 to 3 hobbies. Optional. */
export function SetupStep(props: {
  lists: Lists;
  draft: ProfileDraft;
  hasAvatar: boolean;
  change(patch: Partial<ProfileDraft>): void;
  onBack?(): void;
  onDone(): void;
  /** In the profile editor: only a save button. */
  editor?: boolean;
}) {
  const { lists, draft, hasAvatar, change, onBack, onDone, editor } = props;
  const intl = useIntl();
  const say = useSay();
  const [errors, setErrors] = useState<Errors>({});
  const [update, saving] = useProfileUpdate();
  const [upload, uploading] = useMutation<accountOpsAvatarUploadMutation>(avatarUploadMutation);
  const [batch, setBatch] = useState(0);
  const batches = Math.max(1, Math.ceil(lists.hobbies.length / BATCH));
  const shown = useMemo(() => lists.hobbies.slice((batch % batches) * BATCH, (batch % batches) * BATCH + BATCH), [lists.hobbies, batch, batches]);
  const hobbyName = (code: string) => lists.hobbies.find((item) => item.code === code)?.name ?? code;

  const chooseAvatar = (file: File | undefined) => {
    if (!file) return;
    const invalid = validateImage(file);
    if (invalid) {
      setErrors((current) => ({ ...current, avatarFile: { id: invalid } }));
      return;
    }
    setErrors((current) => ({ ...current, avatarFile: undefined }));
    change({ avatarFile: file, avatarPreview: URL.createObjectURL(file) });
  };

  const toggleHobby = (code: string) => {
    if (draft.hobbies.includes(code)) {
      change({ hobbies: draft.hobbies.filter((item) => item !== code) });
      setErrors((current) => ({ ...current, hobbies: undefined }));
    } else if (draft.hobbies.length >= MAX_HOBBIES) {
      setErrors((current) => ({ ...current, hobbies: { id: 'account.error.hobbiesCount' } }));
    } else {
      change({ hobbies: [...draft.hobbies, code] });
      setErrors((current) => ({ ...current, hobbies: undefined }));
    }
  };

  const saveProfile = () =>
    update(
      {
        nickname: draft.nickname.trim(),
        heightCm: Number(draft.heightCm),
        weightKg: Number(draft.weightKg),
        signature: draft.signature.trim(),
        occupation: draft.occupation,
        hobbies: draft.hobbies,
      },
      onDone,
      (field, error) => setErrors(serverErrors(field, error, ['nickname', 'heightCm', 'weightKg', 'signature', 'occupation', 'hobbies'])),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    // Registration asks for a photo (spec §5); the editor lets a member without one change the rest.
    if (!editor && !draft.avatarFile && !hasAvatar) next.avatarFile = { id: 'account.error.avatarRequired' };
    const nicknameError = validateNickname(draft.nickname);
    if (nicknameError) next.nickname = { id: nicknameError };
    if (!draft.heightCm) next.heightCm = { id: 'account.error.heightRequired' };
    if (!draft.weightKg) next.weightKg = { id: 'account.error.weightRequired' };
    if (draft.signature.length > SIGNATURE_MAX) next.signature = { id: 'account.error.signatureTooLong' };
    if (!draft.occupation) next.occupation = { id: 'account.error.occupationRequired' };
    const hobbiesError = validateHobbies(draft.hobbies);
    if (hobbiesError) next.hobbies = { id: hobbiesError };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const file = draft.avatarFile;
    if (!file) {
      saveProfile();
      return;
    }
    // Shrunk in the browser first (spec §5), so a phone's large photo uploads quickly.
    void compressImage(file).then((photo) =>
      upload({
        variables: { file: null },
        uploadables: { file: photo },
        onCompleted: ({ avatarUpload: result }) => {
          const failure = resultError(result);
          if (failure) {
            setErrors({ avatarFile: failure.error });
            return;
          }
          // Uploaded: keep the server's copy as the preview so going back does not upload again.
          change({ avatarFile: null, avatarPreview: result.__typename === 'AvatarUploadPayload' ? (result.viewer?.avatarUrl ?? draft.avatarPreview) : draft.avatarPreview });
          saveProfile();
        },
        onError: () => setErrors({ form: { id: 'login.error.network' } }),
      }),
    );
  };

  const heights = range(lists.heightCm.min, lists.heightCm.max).map((value) => ({ value: String(value), label: `${value} cm` }));
  const weights = range(lists.weightKg.min, lists.weightKg.max).map((value) => ({ value: String(value), label: `${value} kg` }));

  return (
    <form noValidate onSubmit={submit} data-testid="register-setup-form">
      <div className="avatar-picker">
        <span className="avatar-preview" data-testid="register-avatar-preview">
          {draft.avatarPreview ? <img src={draft.avatarPreview} alt={intl.formatMessage({ id: 'profile.avatar' })} /> : <span aria-hidden="true">+</span>}
        </span>
        <label className="field">
          <span>
            <FormattedMessage id="profile.avatar" />
          </span>
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            data-testid="register-avatar"
            aria-invalid={Boolean(errors.avatarFile)}
            onChange={(event) => {
              chooseAvatar(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <small className="muted-small">
            <FormattedMessage id="profile.avatarHint" />
          </small>
          {errors.avatarFile && (
            <span className="field-error" role="alert" data-testid="register-avatar-error">
              {say(errors.avatarFile)}
            </span>
          )}
        </label>
      </div>
      <TextField
        testId="register-nickname"
        name="nickname"
        label={intl.formatMessage({ id: 'profile.nickname' })}
        value={draft.nickname}
        error={say(errors.nickname)}
        onChange={(nickname) => change({ nickname })}
      />
      <div className="select-row">
        <SelectField
          testId="register-height"
          label={intl.formatMessage({ id: 'profile.height' })}
          options={heights}
          value={draft.heightCm}
          error={say(errors.heightCm)}
          onChange={(heightCm) => change({ heightCm })}
        />
        <SelectField
          testId="register-weight"
          label={intl.formatMessage({ id: 'profile.weight' })}
          options={weights}
          value={draft.weightKg}
          error={say(errors.weightKg)}
          onChange={(weightKg) => change({ weightKg })}
        />
      </div>
      <label className="field">
        <span>
          <FormattedMessage id="profile.signature" />
        </span>
        <textarea
          data-testid="register-signature"
          rows={2}
          maxLength={SIGNATURE_MAX}
          placeholder={intl.formatMessage({ id: 'profile.signaturePlaceholder' })}
          value={draft.signature}
          onChange={(event) => change({ signature: event.target.value })}
        />
        {errors.signature && (
          <span className="field-error" role="alert" data-testid="register-signature-error">
            {say(errors.signature)}
          </span>
        )}
      </label>
      <SelectField
        testId="register-occupation"
        label={intl.formatMessage({ id: 'profile.occupation' })}
        options={lists.occupations.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.occupation}
        error={say(errors.occupation)}
        onChange={(occupation) => change({ occupation })}
      />
      <fieldset className="hobbies">
        <legend>
          <FormattedMessage id="profile.hobbies" values={{ max: MAX_HOBBIES }} />
        </legend>
        {draft.hobbies.length > 0 && (
          <p className="chosen" data-testid="register-hobbies-chosen">
            {draft.hobbies.map((code) => (
              <button key={code} type="button" className="chip selected" onClick={() => toggleHobby(code)}>
                {hobbyName(code)} ×
              </button>
            ))}
          </p>
        )}
        <div className="chips">
          {shown.map((hobby) => (
            <button
              key={hobby.code}
              type="button"
              className={draft.hobbies.includes(hobby.code) ? 'chip selected' : 'chip'}
              aria-pressed={draft.hobbies.includes(hobby.code)}
              data-testid={`register-hobby-${hobby.code}`}
              onClick={() => toggleHobby(hobby.code)}
            >
              {hobby.name}
            </button>
          ))}
        </div>
        {batches > 1 && (
          <button type="button" className="link button-link" data-testid="register-hobbies-refresh" onClick={() => setBatch((n) => n + 1)}>
            <FormattedMessage id="profile.hobbiesRefresh" />
          </button>
        )}
        {errors.hobbies && (
          <span className="field-error" role="alert" data-testid="register-hobbies-error">
            {say(errors.hobbies)}
          </span>
        )}
      </fieldset>
      <FormError testId="register-setup-error">{say(errors.form)}</FormError>
      <StepButtons prefix="setup" busy={saving || uploading} onBack={onBack} onSkip={onDone} editor={editor} />
    </form>
  );
}
