import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SetupFields_lists$key } from '../../../__generated__/SetupFields_lists.graphql';
import type { SetupStep_viewer$key } from '../../../__generated__/SetupStep_viewer.graphql';
import { FormError } from '../../../components/FormError';
import { RequiredNote } from '../../../components/RequiredMark';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { changedFields, rulesFor, SETUP_FIELDS, type ProfileRules } from './profileForm';
import { SetupFields } from './SetupFields';
import { StepButtons } from './StepButtons';
import type { ProfileDraft } from './useProfileDraft';
import { useSaveProfile } from './useSaveProfile';

const FIELD_RULES = rulesFor(SETUP_FIELDS);

/**
 * Step (e) of registration: avatar, height and weight (optional), signature, occupation, 1 to 3 hobbies. Optional: it
 * can be skipped.
 */
export function SetupStep(props: {
  lists: SetupFields_lists$key;
  draft: ProfileDraft;
  /** The profile as saved: only what the member changed is sent (nothing is saved that they did not choose). */
  saved: ProfileDraft;
  /** The member, once the account exists: whether they have a picture already. */
  viewer: SetupStep_viewer$key | null | undefined;
  change(patch: Partial<ProfileDraft>): void;
  onBack?(): void;
  /** Saved (or nothing to save). */
  onDone(): void;
  onSkip(): void;
}) {
  const { lists, draft, saved, change, onBack, onDone, onSkip } = props;
  const viewer = useFragment(
    graphql`
      fragment SetupStep_viewer on Viewer {
        user {
          avatarUrl
        }
      }
    `,
    props.viewer,
  );
  const hasAvatar = Boolean(viewer?.user.avatarUrl);
  // Spec §5: registration asks for a photo.
  const rules: ProfileRules = {
    ...FIELD_RULES,
    avatarFile: (values) => (values.avatarFile || hasAvatar ? undefined : 'account.error.avatarRequired'),
  };
  const say = useSay();
  const { formRef, errors, check, fail, set } = useFormErrors(draft, rules);
  const [save, saving] = useSaveProfile(draft, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    const changed = changedFields(draft, saved);
    save(
      SETUP_FIELDS.filter((field) => changed.includes(field)),
      onDone,
      fail,
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid="register-setup-form">
      <RequiredNote />
      <SetupFields
        lists={lists}
        withNickname={false}
        photoRequired
        draft={draft}
        change={change}
        errors={errors}
        setError={set}
      />
      <FormError testId="register-setup-error">{say(errors.form)}</FormError>
      <StepButtons prefix="setup" busy={saving} onBack={onBack} onSkip={onSkip} />
    </form>
  );
}
