import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnnouncementEditor_announcement$key } from '../../../__generated__/AnnouncementEditor_announcement.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { isUiLanguage, type UiLanguage } from '../../../i18n/languages';
import type { OnResult } from '../../../relay/mutationResult';
import { AnnouncementArticle } from '../../notices/Announcements/AnnouncementDetail';
import { InLanguage } from '../components/InLanguage';
import { languageName, WRITING_LANGUAGES } from '../components/languages';
import { fromLocalInput, toLocalInput } from '../components/localTime';
import { BODY_MAX, type Draft, draftProblem, emptyTexts, TITLE_MAX, writtenTexts } from './announcementDraft';
import { useAnnouncementPublishMutation } from './mutations/useAnnouncementPublishMutation';
import { useAnnouncementUpdateMutation } from './mutations/useAnnouncementUpdateMutation';

/** What the server's refusals say in the console's own words (the rest: the server's, already in the admin's language). */
const KNOWN_ERRORS = { UpdateConflictError: 'staffNotices.conflict' } as const;

/** An hour from now, on the minute: the schedule's first offer. */
const inAnHour = () => toLocalInput(new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000));

function draftOf(
  data: {
    texts: ReadonlyArray<{ language: string; title: string; body: string }>;
    publishAt: string;
    pinned: boolean;
  } | null,
): Draft {
  const texts = emptyTexts();
  for (const text of data?.texts ?? [])
    if (isUiLanguage(text.language)) texts[text.language] = { title: text.title, body: text.body };
  return {
    texts,
    when: data ? 'later' : 'now',
    at: data ? toLocalInput(data.publishAt) : inAnHour(),
    pinned: data?.pinned ?? false,
  };
}

/**
 * A new announcement, or one of the list: a scheduled one whole (texts per language, schedule, pin), a published one's
 * pin only. A tab per language (English required; a language left empty shows members the English), and a preview in
 * that language as a member reading it sees it.
 */
export function AnnouncementEditor(props: {
  announcement: AnnouncementEditor_announcement$key | null;
  onClose(): void;
  onCreated(): void;
}) {
  const found = useFragment(
    graphql`
      fragment AnnouncementEditor_announcement on StaffAnnouncement {
        id
        state
        version
        pinned
        publishAt
        texts {
          language
          title
          body
        }
      }
    `,
    props.announcement,
  );
  const data = found ?? null;
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [language, setLanguage] = useState<UiLanguage>('en');
  const [preview, setPreview] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [problemShown, setProblemShown] = useState(false);
  const [publish, publishing] = useAnnouncementPublishMutation();
  const [update, updating] = useAnnouncementUpdateMutation();
  const [saved, setSaved] = useState(false);
  const pinOnly = data !== null && data.state !== 'SCHEDULED';
  const problem = pinOnly ? null : draftProblem(draft, data === null);
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
  };
  const setText = (field: 'title' | 'body', value: string) =>
    change({ texts: { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } } });

  const answered: OnResult = ({ error }) => {
    setFailure(error ? errorText(error, KNOWN_ERRORS) : null);
    if (!error) setSaved(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblemShown(true);
    if (problem) {
      if (problem.language) setLanguage(problem.language);
      return;
    }
    const publishAt = draft.when === 'later' ? (fromLocalInput(draft.at) ?? undefined) : new Date().toISOString();
    if (data === null)
      return publish({
        variables: {
          input: {
            texts: writtenTexts(draft.texts),
            ...(draft.when === 'later' ? { publishAt } : {}),
            pinned: draft.pinned,
          },
        },
        onResult: (result) => {
          answered(result);
          if (!result.error) props.onCreated();
        },
      });
    update({
      variables: {
        input: pinOnly
          ? { announcementId: data.id, version: data.version, pinned: draft.pinned }
          : {
              announcementId: data.id,
              version: data.version,
              texts: writtenTexts(draft.texts),
              publishAt,
              pinned: draft.pinned,
            },
      },
      onResult: answered,
    });
  };

  const shownLanguage = draft.texts[language].title.trim() ? language : 'en';
  const shownText = draft.texts[shownLanguage];
  const previewAt =
    draft.when === 'later' ? (fromLocalInput(draft.at) ?? new Date().toISOString()) : new Date().toISOString();
  const busy = publishing || updating;
  const problemText =
    problem && problemShown
      ? intl.formatMessage({ id: problem.id }, { language: languageName(problem.language ?? 'en') })
      : null;

  return (
    <section className="card staff-editor" aria-labelledby={titleId} data-testid="staff-announcement-editor">
      <h2 id={titleId}>
        <FormattedMessage
          id={
            data === null ? 'staffNotices.editor.new' : pinOnly ? 'staffNotices.editor.pin' : 'staffNotices.editor.edit'
          }
        />
      </h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="staff-language-tabs">
          <legend className="visually-hidden">
            <FormattedMessage id="staffNotices.language" />
          </legend>
          {WRITING_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className={code === language ? 'staff-tab active' : 'staff-tab'}
              aria-pressed={code === language}
              data-testid={`staff-language-${code}`}
              onClick={() => setLanguage(code)}
            >
              {languageName(code)}
              {code === 'en' && ' *'}
              {code !== 'en' && draft.texts[code].title.trim() && ' ✓'}
            </button>
          ))}
        </fieldset>
        {preview ? (
          <div className="staff-preview" data-testid="staff-announcement-preview">
            <p className="muted">
              {shownLanguage === language ? (
                <FormattedMessage id="staffNotices.preview.as" values={{ language: languageName(language) }} />
              ) : (
                <FormattedMessage id="staffNotices.preview.fallback" values={{ language: languageName(language) }} />
              )}
            </p>
            <InLanguage language={language}>
              <div lang={language}>
                <AnnouncementArticle
                  title={shownText.title}
                  body={shownText.body}
                  language={shownLanguage}
                  pinned={draft.pinned}
                  publishAt={previewAt}
                />
              </div>
            </InLanguage>
          </div>
        ) : (
          <>
            <label className="field">
              <FormattedMessage id="staffNotices.field.title" values={{ language: languageName(language) }} />
              <input
                lang={language}
                data-testid="staff-announcement-title-input"
                value={draft.texts[language].title}
                maxLength={TITLE_MAX}
                readOnly={pinOnly}
                aria-invalid={problemText && problem?.language === language ? true : undefined}
                onChange={(event) => setText('title', event.target.value)}
              />
            </label>
            <label className="field">
              <FormattedMessage id="staffNotices.field.body" values={{ language: languageName(language) }} />
              <textarea
                lang={language}
                rows={6}
                data-testid="staff-announcement-body-input"
                value={draft.texts[language].body}
                maxLength={BODY_MAX}
                readOnly={pinOnly}
                aria-invalid={problemText && problem?.language === language ? true : undefined}
                onChange={(event) => setText('body', event.target.value)}
              />
            </label>
            {language !== 'en' && (
              <p className="muted">
                <FormattedMessage id="staffNotices.fallbackHint" />
              </p>
            )}
          </>
        )}
        {!pinOnly && (
          <fieldset className="staff-schedule">
            <legend>
              <FormattedMessage id="staffNotices.schedule" />
            </legend>
            <label className="checkbox">
              <input
                type="radio"
                name="when"
                checked={draft.when === 'now'}
                data-testid="staff-announcement-now"
                onChange={() => change({ when: 'now' })}
              />
              <FormattedMessage id={data === null ? 'staffNotices.schedule.now' : 'staffNotices.schedule.nowEdit'} />
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name="when"
                checked={draft.when === 'later'}
                data-testid="staff-announcement-later"
                onChange={() => change({ when: 'later' })}
              />
              <FormattedMessage id="staffNotices.schedule.later" />
            </label>
            {draft.when === 'later' && (
              <label className="field">
                <FormattedMessage id="staffNotices.schedule.at" />
                <input
                  type="datetime-local"
                  data-testid="staff-announcement-at"
                  value={draft.at}
                  aria-invalid={problemText && problem?.field === 'publishAt' ? true : undefined}
                  onChange={(event) => change({ at: event.target.value })}
                />
              </label>
            )}
          </fieldset>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.pinned}
            data-testid="staff-announcement-pinned"
            onChange={(event) => change({ pinned: event.target.checked })}
          />
          <FormattedMessage id="staffNotices.pin" />
        </label>
        <FormError testId="staff-announcement-problem">{problemText}</FormError>
        <FormError testId="staff-announcement-error">{say(failure)}</FormError>
        {saved && (
          <p role="status" data-testid="staff-announcement-saved">
            <FormattedMessage id="staffNotices.saved" />
          </p>
        )}
        <div className="actions">
          <button type="button" className="button ghost" data-testid="staff-announcement-close" onClick={props.onClose}>
            <FormattedMessage id="staffNotices.close" />
          </button>
          <button
            type="button"
            className="button ghost"
            aria-pressed={preview}
            data-testid="staff-announcement-preview-toggle"
            onClick={() => setPreview((shown) => !shown)}
          >
            <FormattedMessage id={preview ? 'staffNotices.preview.back' : 'staffNotices.preview'} />
          </button>
          <button type="submit" className="button primary" data-testid="staff-announcement-save" disabled={busy}>
            <FormattedMessage
              id={
                data !== null
                  ? 'staffNotices.save'
                  : draft.when === 'later'
                    ? 'staffNotices.schedule.submit'
                    : 'staffNotices.publish'
              }
            />
          </button>
        </div>
      </form>
    </section>
  );
}
