import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import { isUiLanguage, type UiLanguage } from '../../../i18n/languages';
import { languageName, WRITING_LANGUAGES } from '../components/languages';
import { fromLocalInput, toLocalInput } from '../components/localTime';
import { useMaintenanceSetMutation } from './mutations/useMaintenanceSetMutation';

/** Upstream's limit on a message (docs/contract.md). */
const MESSAGE_MAX = 500;

interface WindowShown {
  readonly texts: ReadonlyArray<{ readonly language: string; readonly message: string }>;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** What is wrong with the form, first thing first, or null. */
function problemOf(
  texts: Record<UiLanguage, string>,
  starts: string,
  ends: string,
  now = Date.now(),
): MessageId | null {
  if (!texts.en.trim()) return 'staffNotices.maintenance.error.english';
  const [from, to] = [fromLocalInput(starts), fromLocalInput(ends)];
  if (!from || !to) return 'staffNotices.error.time';
  if (Date.parse(to) <= Date.parse(from)) return 'staffNotices.maintenance.error.order';
  if (Date.parse(to) <= now) return 'staffNotices.maintenance.error.past';
  return null;
}

/** Sets the window (or replaces the one set): a message per language (English required), start and end in local time. */
export function MaintenanceForm(props: { window: WindowShown | null; onCancel?(): void; onSaved(): void }) {
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [texts, setTexts] = useState<Record<UiLanguage, string>>(() => {
    const start = Object.fromEntries(WRITING_LANGUAGES.map((language) => [language, ''])) as Record<UiLanguage, string>;
    for (const text of props.window?.texts ?? []) if (isUiLanguage(text.language)) start[text.language] = text.message;
    return start;
  });
  const [starts, setStarts] = useState(() => toLocalInput(props.window?.startsAt ?? new Date()));
  const [ends, setEnds] = useState(() => toLocalInput(props.window?.endsAt ?? new Date(Date.now() + 3_600_000)));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [set, busy] = useMaintenanceSetMutation();
  const problem = problemOf(texts, starts, ends);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    set({
      variables: {
        input: {
          texts: WRITING_LANGUAGES.filter((language) => texts[language].trim()).map((language) => ({
            language,
            message: texts[language].trim(),
          })),
          startsAt: fromLocalInput(starts),
          endsAt: fromLocalInput(ends),
        },
      },
      onResult: ({ error }) => {
        setFailure(error ? errorText(error) : null);
        if (!error) props.onSaved();
      },
    });
  };
  return (
    <section className="card staff-editor" aria-labelledby={titleId} data-testid="staff-maintenance-form">
      <h2 id={titleId}>
        <FormattedMessage id={props.window ? 'staffNotices.maintenance.replace' : 'staffNotices.maintenance.set'} />
      </h2>
      <form onSubmit={submit} noValidate>
        <div className="staff-times">
          <label className="field">
            <FormattedMessage id="staffNotices.maintenance.starts" />
            <input
              type="datetime-local"
              data-testid="staff-maintenance-starts"
              value={starts}
              onChange={(event) => setStarts(event.target.value)}
            />
          </label>
          <label className="field">
            <FormattedMessage id="staffNotices.maintenance.ends" />
            <input
              type="datetime-local"
              data-testid="staff-maintenance-ends"
              value={ends}
              aria-invalid={shown && problem?.startsWith('staffNotices.maintenance.error.') ? true : undefined}
              onChange={(event) => setEnds(event.target.value)}
            />
          </label>
        </div>
        <p className="muted">
          <FormattedMessage id="staffNotices.maintenance.textsHint" />
        </p>
        {WRITING_LANGUAGES.map((language) => (
          <label className="field" key={language}>
            <span>
              {languageName(language)}
              {language === 'en' && ' *'}
            </span>
            <textarea
              lang={language}
              rows={2}
              maxLength={MESSAGE_MAX}
              data-testid={`staff-maintenance-message-${language}`}
              value={texts[language]}
              onChange={(event) => setTexts({ ...texts, [language]: event.target.value })}
            />
          </label>
        ))}
        <FormError testId="staff-maintenance-problem">
          {shown && problem ? intl.formatMessage({ id: problem }) : null}
        </FormError>
        <FormError testId="staff-maintenance-form-error">{say(failure)}</FormError>
        <div className="actions">
          {props.onCancel && (
            <button type="button" className="button ghost" onClick={props.onCancel}>
              <FormattedMessage id="staffNotices.cancel" />
            </button>
          )}
          <button type="submit" className="button primary" data-testid="staff-maintenance-save" disabled={busy}>
            <FormattedMessage id="staffNotices.maintenance.save" />
          </button>
        </div>
      </form>
    </section>
  );
}
