import { compressImage } from '../../../components/compressImage';
import { errorText } from '../../../i18n/errorText';
import { NETWORK_ERROR, SERVICE_UNAVAILABLE } from '../../../relay/mutationResult';
import { accountError } from '../../account/components/accountErrors';
import { useAvatarUploadMutation } from './mutations/useAvatarUploadMutation';
import { useProfileUpdateMutation } from './mutations/useProfileUpdateMutation';
import { profileInput, serverErrors, type ProfileErrors, type ProfileField } from './profileForm';
import type { ProfileDraft } from './useProfileDraft';

/**
 * Saves `fields` of the draft, after the avatar chosen if there is one (shrunk in the browser
 * first, spec §5); a refusal comes back as errors at the fields it names.
 */
export function useSaveProfile(draft: ProfileDraft, change: (patch: Partial<ProfileDraft>) => void) {
  const [update, saving] = useProfileUpdateMutation();
  const [upload, uploading] = useAvatarUploadMutation();

  const save = (
    fields: ReadonlyArray<ProfileField>,
    onDone: () => void,
    onRefused: (errors: ProfileErrors) => void,
  ) => {
    const send = () =>
      fields.length > 0
        ? update(profileInput(draft, fields), onDone, (failure) => onRefused(serverErrors(failure, fields)))
        : onDone();
    const file = draft.avatarFile;
    if (!file) return send();
    void compressImage(file).then((photo) =>
      upload(photo, ({ ok, error }) => {
        if (error)
          return onRefused(
            [NETWORK_ERROR.type, SERVICE_UNAVAILABLE.type].includes(error.type)
              ? { form: errorText(error) }
              : { avatarFile: accountError(error).error },
          );
        // Uploaded: the server's copy is the preview now, so a second save does not upload again.
        change({ avatarFile: null, avatarPreview: ok.viewer?.user.avatarUrl ?? draft.avatarPreview });
        send();
      }),
    );
  };
  return [save, saving || uploading] as const;
}
