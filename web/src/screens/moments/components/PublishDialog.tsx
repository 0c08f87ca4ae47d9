import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MomentAudience, MomentKind } from '../../../__generated__/useMomentPublishMutation.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { IMAGE_TYPES } from '../../profile/components/validateProfile';
import { useMomentPublishMutation } from './mutations/useMomentPublishMutation';
import { MAX_PHOTOS, usePublishPhotos } from './usePublishPhotos';

/** Spec §5 and docs/decisions.md: 1 to 2,000 characters (trimmed), 1 to 9 photos. */
export const TEXT_MAX = 2000;
const AUDIENCES: ReadonlyArray<MomentAudience> = ['EVERYONE', 'FRIENDS', 'ONLY_ME'];
const KINDS: ReadonlyArray<MomentKind> = ['NORMAL', 'BURN_AFTER_READING'];

/**
 * Writing a moment: its text, 1 to 9 photos (each uploads as soon as it is chosen, with its preview and progress),
 * normal or burn after reading, who may see it and who may see its likes and comments. Checked here first (the server
 * checks again); a refusal (a limit, a photo not taken) is said in the dialog and nothing is lost. `onPublished`: the
 * list it was opened from reads itself again.
 */
export function PublishDialog({ onPublished, onClose }: { onPublished(): void; onClose(): void }) {
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const textId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<MomentKind>('NORMAL');
  const [audience, setAudience] = useState<MomentAudience>('EVERYONE');
  const [interactions, setInteractions] = useState<MomentAudience>('EVERYONE');
  const [error, setError] = useState<ErrorText | null>(null);
  const { photos, add, remove, refused } = usePublishPhotos();
  const [publish, publishing] = useMomentPublishMutation();

  const submit = () => {
    const trimmed = text.trim();
    const length = [...trimmed].length;
    const problem: ErrorText | null =
      length === 0
        ? { id: 'moments.publish.error.textEmpty' }
        : length > TEXT_MAX
          ? { text: intl.formatMessage({ id: 'moments.publish.error.textLong' }, { count: length }) }
          : photos.length === 0
            ? { id: 'moments.publish.error.noPhoto' }
            : photos.some((photo) => !photo.key)
              ? { id: 'moments.publish.error.uploading' }
              : null;
    setError(problem);
    if (problem) {
      if (length === 0 || length > TEXT_MAX) textField.current?.focus();
      return;
    }
    publish({
      variables: {
        input: {
          text: trimmed,
          uploadKeys: photos.flatMap((photo) => (photo.key ? [photo.key] : [])),
          kind,
          audience,
          interactionsAudience: interactions,
        },
      },
      onResult: ({ error: failure }) => {
        if (failure) return setError(errorText(failure));
        onClose();
        onPublished();
      },
    });
  };

  const choice = <T extends string>(
    name: string,
    legend: 'moments.publish.kind' | 'moments.publish.audience' | 'moments.publish.interactions',
    values: ReadonlyArray<T>,
    value: T,
    onChange: (value: T) => void,
    label: (value: T) => string,
  ) => (
    <fieldset className="moment-choice" data-testid={`publish-${name}`}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {values.map((option) => (
        <label key={option} className="radio">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            data-testid={`publish-${name}-${option}`}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );

  return (
    <Dialog labelledBy={titleId} className="publish-dialog" testId="publish-dialog" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId}>
          <FormattedMessage id="moments.publish.title" />
        </h2>
        <label htmlFor={textId}>
          <FormattedMessage id="moments.publish.text" />
        </label>
        <textarea
          id={textId}
          ref={textField}
          rows={4}
          value={text}
          data-autofocus
          data-testid="publish-text"
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            setError(null); // what was said was about the text before
          }}
        />
        <p id={hintId} className="muted small">
          <FormattedMessage id="moments.publish.textHint" />
        </p>
        <p className="moment-publish-photos-title">
          <FormattedMessage id="moments.publish.photos" values={{ count: photos.length }} />
        </p>
        <ul className="moment-publish-photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="moment-publish-photo" data-testid="publish-photo">
              <img src={photo.preview} alt="" />
              <span
                className={photo.failure ? 'moment-publish-progress failed' : 'moment-publish-progress'}
                data-testid={photo.key ? 'publish-photo-ready' : 'publish-photo-progress'}
              >
                {photo.failure ? (
                  say(photo.failure)
                ) : photo.key ? null : (
                  <FormattedMessage id="moments.publish.uploading" values={{ percent: photo.percent }} />
                )}
              </span>
              <button
                type="button"
                className="moment-publish-remove"
                aria-label={intl.formatMessage({ id: 'moments.publish.removePhoto' }, { index: index + 1 })}
                onClick={() => remove(photo.id)}
              >
                ×
              </button>
            </li>
          ))}
          {photos.length < MAX_PHOTOS && (
            <li>
              <button
                type="button"
                className="moment-publish-add"
                data-testid="publish-add-photo"
                onClick={() => fileInput.current?.click()}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M12 5v14M5 12h14" />
                </svg>
                <FormattedMessage id="moments.publish.addPhoto" />
              </button>
            </li>
          )}
        </ul>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          tabIndex={-1}
          data-testid="publish-file"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ''; // the same files again are a new choice
            add(files);
            setError(null);
          }}
        />
        <FormError testId="publish-photo-refused">{say(refused)}</FormError>
        {choice('kind', 'moments.publish.kind', KINDS, kind, setKind, (option) =>
          intl.formatMessage({ id: `moments.publish.kind.${option}` }),
        )}
        {choice('audience', 'moments.publish.audience', AUDIENCES, audience, setAudience, (option) =>
          intl.formatMessage({ id: `moments.audience.${option}` }),
        )}
        {choice('interactions', 'moments.publish.interactions', AUDIENCES, interactions, setInteractions, (option) =>
          intl.formatMessage({ id: `moments.audience.${option}` }),
        )}
        <FormError testId="publish-error">{say(error)}</FormError>
        <div className="actions">
          <button type="button" className="button ghost" onClick={onClose}>
            <FormattedMessage id="moments.publish.cancel" />
          </button>
          <button type="submit" className="button primary" data-testid="publish-submit" disabled={publishing}>
            <FormattedMessage id={publishing ? 'moments.publish.publishing' : 'moments.publish.submit'} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
