import type { FormEvent } from 'react';
import type { PersonalFields_lists$key } from '../../../__generated__/PersonalFields_lists.graphql';
import { FormError } from '../../../components/FormError';
import { RequiredNote } from '../../../components/RequiredMark';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { useProfileUpdateMutation } from './mutations/useProfileUpdateMutation';
import { PersonalFields } from './PersonalFields';
import { PERSONAL_FIELDS, profileInput, rulesFor, serverErrors } from './profileForm';
import { StepButtons } from './StepButtons';
import type { ProfileDraft } from './useProfileDraft';

const RULES = rulesFor(PERSONAL_FIELDS);

/** Step (d) of registration: the personal info, every field asked for. Optional: it can be skipped. */
export function PersonalStep(props: {
  lists: PersonalFields_lists$key;
  draft: ProfileDraft;
  change(patch: Partial<ProfileDraft>): void;
  onBack?(): void;
  onDone(): void;
  onSkip(): void;
}) {
  const { lists, draft, change, onBack, onDone, onSkip } = props;
  const say = useSay();
  const { formRef, errors, check, fail } = useFormErrors(draft, RULES);
  const [update, saving] = useProfileUpdateMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    update(profileInput(draft, PERSONAL_FIELDS), onDone, (failure) => fail(serverErrors(failure, PERSONAL_FIELDS)));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid="register-personal-form">
      <RequiredNote />
      <PersonalFields lists={lists} draft={draft} change={change} errors={errors} propose />
      <FormError testId="register-personal-error">{say(errors.form)}</FormError>
      <StepButtons prefix="personal" busy={saving} onBack={onBack} onSkip={onSkip} />
    </form>
  );
}
