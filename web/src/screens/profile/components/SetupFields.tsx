import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SetupFields_lists$key } from '../../../__generated__/SetupFields_lists.graphql';
import { RequiredMark } from '../../../components/RequiredMark';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useSay, type ErrorText } from '../../../i18n/errorText';
import { PhotoPicker } from './PhotoPicker';
import { range, type ProfileErrors } from './profileForm';
import type { ProfileDraft } from './useProfileDraft';
import { MAX_HOBBIES, SIGNATURE_MAX, validateImage } from './validateProfile';

const BATCH = 8;

/**
 * The account setup fields (spec §5 step e): avatar, nickname (on /person: registration asked it
 * with the password), height and weight (optional, and private unless shown), signature,
 * occupation, 1 to 3 hobbies.
 */
export function SetupFields(props: {
  lists: SetupFields_lists$key;
  withNickname: boolean;
  /** Registration asks for a photo (spec §5); the profile editor does not. */
  photoRequired: boolean;
  draft: ProfileDraft;
  change(patch: Partial<ProfileDraft>): void;
  errors: ProfileErrors;
  /** An error found as the member chooses (a file that is no image, a fourth hobby), or its end. */
  setError(field: 'avatarFile' | 'hobbies', error: ErrorText | undefined): void;
}) {
  const { draft, change, errors, setError } = props;
  const lists = useFragment(
    graphql`
      fragment SetupFields_lists on SystemLists {
        hobbies {
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
    `,
    props.lists,
  );
  const intl = useIntl();
  const say = useSay();
  const [batch, setBatch] = useState(0);
  const batches = Math.max(1, Math.ceil(lists.hobbies.length / BATCH));
  const shown = useMemo(
    () => lists.hobbies.slice((batch % batches) * BATCH, (batch % batches) * BATCH + BATCH),
    [lists.hobbies, batch, batches],
  );
  const hobbyName = (code: string) => lists.hobbies.find((item) => item.code === code)?.name ?? code;
  const heights = range(lists.heightCm.min, lists.heightCm.max).map((value) => ({
    value: String(value),
    label: `${value} cm`,
  }));
  const weights = range(lists.weightKg.min, lists.weightKg.max).map((value) => ({
    value: String(value),
    label: `${value} kg`,
  }));

  const chooseAvatar = (file: File) => {
    const invalid = validateImage(file);
    setError('avatarFile', invalid && { id: invalid });
    if (!invalid) change({ avatarFile: file, avatarPreview: URL.createObjectURL(file) });
  };

  const toggleHobby = (code: string) => {
    if (draft.hobbies.includes(code)) change({ hobbies: draft.hobbies.filter((item) => item !== code) });
    else if (draft.hobbies.length >= MAX_HOBBIES) return setError('hobbies', { id: 'account.error.hobbiesCount' });
    else change({ hobbies: [...draft.hobbies, code] });
    setError('hobbies', undefined);
  };

  return (
    <>
      <div className="avatar-picker">
        <span className="avatar-preview" data-testid="register-avatar-preview">
          {draft.avatarPreview ? (
            <img src={draft.avatarPreview} alt={intl.formatMessage({ id: 'profile.avatar' })} />
          ) : (
            <span aria-hidden="true">+</span>
          )}
        </span>
        <div className="field">
          <span>
            <FormattedMessage id="profile.avatar" />
            {props.photoRequired && <RequiredMark spoken />}
          </span>
          <PhotoPicker
            testId="register-avatar"
            label={intl.formatMessage({ id: draft.avatarPreview ? 'profile.photoChange' : 'profile.photoChoose' })}
            chosen={draft.avatarFile?.name}
            invalid={Boolean(errors.avatarFile)}
            describedBy={errors.avatarFile ? 'register-avatar-hint register-avatar-error' : 'register-avatar-hint'}
            onChoose={chooseAvatar}
          />
          <small id="register-avatar-hint" className="muted-small">
            <FormattedMessage id="profile.avatarHint" />
          </small>
          {errors.avatarFile && (
            <span id="register-avatar-error" className="field-error" role="alert" data-testid="register-avatar-error">
              {say(errors.avatarFile)}
            </span>
          )}
        </div>
      </div>
      {props.withNickname && (
        <TextField
          testId="register-nickname"
          name="nickname"
          label={intl.formatMessage({ id: 'profile.nickname' })}
          required
          value={draft.nickname}
          error={say(errors.nickname)}
          onChange={(nickname) => change({ nickname })}
        />
      )}
      <fieldset className="private-facts" aria-describedby="register-body-hint">
        <legend>
          <FormattedMessage id="profile.body" />
        </legend>
        <small id="register-body-hint" className="muted-small">
          <FormattedMessage id="profile.bodyHint" />
        </small>
        <div className="select-row">
          {(['height', 'weight'] as const).map((fact) => {
            const value = fact === 'height' ? draft.heightCm : draft.weightKg;
            const visible = fact === 'height' ? draft.heightVisible : draft.weightVisible;
            return (
              <div key={fact} className="private-fact">
                <SelectField
                  testId={`register-${fact}`}
                  label={intl.formatMessage({ id: `profile.${fact}` })}
                  placeholder={intl.formatMessage({ id: 'profile.notGiven' })}
                  options={fact === 'height' ? heights : weights}
                  value={value}
                  error={say(fact === 'height' ? errors.heightCm : errors.weightKg)}
                  onChange={(chosen) => change(fact === 'height' ? { heightCm: chosen } : { weightKg: chosen })}
                />
                <label className="toggle">
                  <input
                    type="checkbox"
                    data-testid={`register-${fact}-visible`}
                    checked={visible}
                    onChange={(event) =>
                      change(
                        fact === 'height'
                          ? { heightVisible: event.target.checked }
                          : { weightVisible: event.target.checked },
                      )
                    }
                  />
                  <FormattedMessage id="profile.showToMembers" />
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
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
          aria-invalid={Boolean(errors.signature)}
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
        required
        options={lists.occupations.map((item) => ({ value: item.code, label: item.name }))}
        value={draft.occupation}
        error={say(errors.occupation)}
        onChange={(occupation) => change({ occupation })}
      />
      <fieldset className="hobbies">
        <legend>
          <FormattedMessage id="profile.hobbies" values={{ max: MAX_HOBBIES }} />
          <RequiredMark spoken />
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
          <button
            type="button"
            className="link button-link"
            data-testid="register-hobbies-refresh"
            onClick={() => setBatch((n) => n + 1)}
          >
            <FormattedMessage id="profile.hobbiesRefresh" />
          </button>
        )}
        {errors.hobbies && (
          <span className="field-error" role="alert" data-testid="register-hobbies-error">
            {say(errors.hobbies)}
          </span>
        )}
      </fieldset>
    </>
  );
}
