import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { LanguageSelect } from '../../Shell/LanguageSelect';

/** The standalone frame of the registration and password pages. */
export function AccountFrame({ title, testId, children }: { title: MessageId; testId: string; children: ReactNode }) {
  return (
    <main className="account-page" data-testid={testId}>
      <div className="login-language">
        <LanguageSelect />
      </div>
      <section className="account-card">
        <Link to={paths.market()} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </Link>
        <h1>
          <FormattedMessage id={title} />
        </h1>
        {children}
      </section>
    </main>
  );
}
