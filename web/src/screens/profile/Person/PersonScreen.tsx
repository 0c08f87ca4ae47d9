import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PersonScreenQuery } from '../../../__generated__/PersonScreenQuery.graphql';
import { FormError } from '../../../components/FormError';
import { RequiredNote } from '../../../components/RequiredMark';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { useFormErrors } from '../../../components/useFormErrors';
import { useListNamesFragment } from '../../../components/useListNamesFragment';
import { useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { PersonalFields } from '../components/PersonalFields';
import { changedFields, rulesFor } from '../components/profileForm';
import { SetupFields } from '../components/SetupFields';
import { useProfileDraft } from '../components/useProfileDraft';
import { useSaveProfile } from '../components/useSaveProfile';

type Section = 'setup' | 'personal';

const query = graphql`
  query PersonScreenQuery @preloadable {
    systemLists {
      ...PersonalFields_lists
      ...SetupFields_lists
    }
    viewer {
      user {
        id
      }
      ...useProfileDraft_viewer
    }
    ...useListNamesFragment_query
  }
`;

/**
 * /person (spec §2 profile edit): every profile field on one page, one form. Each section
 * ends in a save button, and either saves every change on the page (only what changed is
 * checked and sent); leaving with unsaved changes asks first.
 */
export function PersonScreen({ queryRef }: RouteScreenProps<PersonScreenQuery>) {
  const data = usePreloadedQuery<PersonScreenQuery>(query, queryRef);
  // The lists' names follow a switch of language (the selects read the same records).
  useListNamesFragment(data);
  const say = useSay();
  const [draft, change, saved] = useProfileDraft(data.viewer);
  const changed = changedFields(draft, saved);
  const unsaved = changed.length > 0 || draft.avatarFile != null;
  const { formRef, errors, check, fail, set } = useFormErrors(draft, rulesFor(changed));
  const [save, saving] = useSaveProfile(draft, change);
  // The section whose button saved last: its line says how it went.
  const [savedFrom, setSavedFrom] = useState<{ section: Section; done: boolean } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const section: Section = submitter?.dataset.section === 'personal' ? 'personal' : 'setup';
    setSavedFrom({ section, done: false });
    if (fail(check())) return;
    save(changed, () => setSavedFrom({ section, done: true }), fail);
  };

  const sectionEnd = (section: Section) => (
    <>
      {savedFrom?.section === section && <FormError testId={`person-${section}-error`}>{say(errors.form)}</FormError>}
      {savedFrom?.section === section && savedFrom.done && !unsaved && (
        <p className="success" role="status" data-testid={`person-${section}-saved`}>
          <FormattedMessage id="person.saved" />
        </p>
      )}
      <div className="step-actions">
        <button
          type="submit"
          className="button primary"
          data-section={section}
          data-testid={`register-${section}-save`}
          disabled={saving}
        >
          <FormattedMessage id={saving ? 'account.saving' : 'person.save'} />
        </button>
      </div>
    </>
  );

  return (
    <form ref={formRef} className="person" noValidate onSubmit={submit} data-testid="screen-person">
      <UnsavedChangesGuard when={unsaved} />
      <section className="card">
        <h1>
          <FormattedMessage id="person.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="person.intro" />{' '}
          {data.viewer && (
            <Link className="link" to={paths.userHomePage(data.viewer.user.id)} data-testid="person-preview">
              <FormattedMessage id="person.preview" />
            </Link>
          )}
        </p>
        <RequiredNote />
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="person.photoAndAbout" />
        </h2>
        <SetupFields
          lists={data.systemLists}
          withNickname
          photoRequired={false}
          draft={draft}
          change={change}
          errors={errors}
          setError={set}
        />
        {sectionEnd('setup')}
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="person.personal" />
        </h2>
        <PersonalFields lists={data.systemLists} draft={draft} change={change} errors={errors} />
        {sectionEnd('personal')}
      </section>
    </form>
  );
}
