import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { accountOpsSystemListsQuery } from '../../__generated__/accountOpsSystemListsQuery.graphql';
import { systemListsQuery } from '../../account/accountOps';
import { draftFromViewer, PersonalStep, SetupStep, type ProfileDraft } from '../../account/ProfileSteps';

type Section = 'personal' | 'setup';

/** /person (spec §2 profile edit): every profile field on one page, each section saved on its own. */
export function PersonScreen() {
  const data = useLazyLoadQuery<accountOpsSystemListsQuery>(systemListsQuery, {}, { fetchPolicy: 'network-only' });
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromViewer(data.viewer));
  const [saved, setSaved] = useState<Section | null>(null);
  const change = (patch: Partial<ProfileDraft>) => {
    setSaved(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const savedNotice = (section: Section) =>
    saved === section && (
      <p className="success" role="status" data-testid={`person-${section}-saved`}>
        <FormattedMessage id="person.saved" />
      </p>
    );

  return (
    <div className="person" data-testid="screen-person">
      <section className="card">
        <h1>
          <FormattedMessage id="person.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="person.intro" />{' '}
          {data.viewer && (
            <Link className="link" to={`/userHomePage/${encodeURIComponent(data.viewer.id)}`} data-testid="person-preview">
              <FormattedMessage id="person.preview" />
            </Link>
          )}
        </p>
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="person.photoAndAbout" />
        </h2>
        <SetupStep lists={data.systemLists} draft={draft} hasAvatar={Boolean(data.viewer?.avatarUrl)} change={change} onDone={() => setSaved('setup')} editor />
        {savedNotice('setup')}
      </section>
      <section className="card">
        <h2>
          <FormattedMessage id="person.personal" />
        </h2>
        <PersonalStep lists={data.systemLists} draft={draft} change={change} onDone={() => setSaved('personal')} editor />
        {savedNotice('personal')}
      </section>
    </div>
  );
}
