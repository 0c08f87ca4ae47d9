import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StaffMaintenanceScreenQuery } from '../../../__generated__/StaffMaintenanceScreenQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { RouteScreenProps } from '../../../routing/screens';
import { languageName } from '../components/languages';
import { NotForYourRole } from '../../staff/NotForYourRole';
import { isAdmin } from '../routes';
import { MaintenanceForm } from './MaintenanceForm';
import { useMaintenanceSetMutation } from './mutations/useMaintenanceSetMutation';
import '../components/staffNotices.css';

const query = graphql`
  query StaffMaintenanceScreenQuery @preloadable {
    viewer {
      staffRole
      maintenanceDesk {
        window {
          texts {
            language
            message
          }
          startsAt
          endsAt
          active
        }
      }
    }
  }
`;

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /staff/maintenance (admins): the window as set (every language, local times, on now or coming), set, replace, clear. */
export function StaffMaintenanceScreen({ queryRef }: RouteScreenProps<StaffMaintenanceScreenQuery>) {
  const data = usePreloadedQuery<StaffMaintenanceScreenQuery>(query, queryRef);
  const intl = useIntl();
  const say = useSay();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [clear, busy] = useMaintenanceSetMutation();
  const desk = data.viewer?.maintenanceDesk;
  if (!data.viewer || !isAdmin(data.viewer.staffRole) || !desk) return <NotForYourRole />;
  const window = desk.window;
  /** The window read again. */
  const reload = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  const confirmClear = () =>
    clear({
      variables: { input: { clear: true } },
      onResult: ({ error }) => {
        setClearing(false);
        setFailure(error ? errorText(error) : null);
        if (!error) reload();
      },
    });
  return (
    <main className="staff-notices" data-testid="staff-maintenance">
      <h1>
        <FormattedMessage id="staffNotices.maintenance.title" />
      </h1>
      {window ? (
        <section className="card staff-window" data-testid="staff-maintenance-window">
          <p>
            <span
              className={window.active ? 'staff-chip staff-chip-active' : 'staff-chip staff-chip-scheduled'}
              data-testid="staff-maintenance-state"
            >
              <FormattedMessage
                id={window.active ? 'staffNotices.maintenance.active' : 'staffNotices.maintenance.upcoming'}
              />
            </span>
          </p>
          <dl className="staff-facts">
            <dt>
              <FormattedMessage id="staffNotices.maintenance.starts" />
            </dt>
            <dd>
              <time dateTime={window.startsAt}>{intl.formatDate(window.startsAt, WHEN)}</time>
            </dd>
            <dt>
              <FormattedMessage id="staffNotices.maintenance.ends" />
            </dt>
            <dd>
              <time dateTime={window.endsAt}>{intl.formatDate(window.endsAt, WHEN)}</time>
            </dd>
            {window.texts.map((text) => (
              <div key={text.language} className="staff-facts-row">
                <dt>{languageName(text.language)}</dt>
                <dd lang={text.language} data-testid={`staff-maintenance-text-${text.language}`}>
                  {text.message}
                </dd>
              </div>
            ))}
          </dl>
          {!editing && (
            <div className="actions">
              <button
                type="button"
                className="button ghost"
                data-testid="staff-maintenance-replace"
                onClick={() => setEditing(true)}
              >
                <FormattedMessage id="staffNotices.maintenance.replace" />
              </button>
              <button
                type="button"
                className="button danger"
                data-testid="staff-maintenance-clear"
                onClick={() => setClearing(true)}
              >
                <FormattedMessage id="staffNotices.maintenance.clear" />
              </button>
            </div>
          )}
          <FormError testId="staff-maintenance-error">{say(failure)}</FormError>
        </section>
      ) : (
        <p data-testid="staff-maintenance-none">
          <FormattedMessage id="staffNotices.maintenance.none" />
        </p>
      )}
      {editing || !window ? (
        <MaintenanceForm
          key={window ? `${window.startsAt}${window.endsAt}` : 'new'}
          window={window ?? null}
          onCancel={window ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      ) : null}
      {clearing && (
        <ConfirmDialog
          testId="staff-maintenance-clear-dialog"
          confirm="staffNotices.maintenance.clear"
          cancel="staffNotices.cancel"
          busy={busy}
          onConfirm={confirmClear}
          onCancel={() => setClearing(false)}
        >
          <FormattedMessage id="staffNotices.maintenance.clearQuestion" />
        </ConfirmDialog>
      )}
    </main>
  );
}
