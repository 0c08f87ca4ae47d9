import QRCode from 'qrcode';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { StaffGateQuery, StaffRole } from '../../__generated__/StaffGateQuery.graphql';
import { FormError } from '../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../i18n/errorText';
import { WithCataloguePart } from '../../i18n/LanguageProvider';
import type { MessageId } from '../../i18n/messages';
import { paths } from '../../routing/paths';
import { moderationPaths } from '../moderation/routes';
import { staffPaths } from './routes';
import { staffNoticePaths } from '../staff-notices/routes';
import { staffMallPaths } from '../staff-mall/routes';
import { supportPaths } from '../support/routes';
import { useStaffFactorConfirmMutation } from './mutations/useStaffFactorConfirmMutation';
import { useStaffFactorEnrolMutation } from './mutations/useStaffFactorEnrolMutation';
import { useStaffVerifyMutation } from './mutations/useStaffVerifyMutation';
import './staff.css';

/** The console's sections, each for the roles it serves, in the bar's order (the first is a role's home). */
const SECTIONS: ReadonlyArray<{ to: string; label: MessageId; testId: string; roles: readonly StaffRole[] }> = [
  { to: moderationPaths.queue, label: 'staff.nav.reports', testId: 'staff-nav-reports', roles: ['MODERATOR', 'ADMIN'] },
  { to: supportPaths.desk, label: 'staff.nav.support', testId: 'staff-nav-support', roles: ['SUPPORT', 'ADMIN'] },
  {
    to: staffNoticePaths.announcements,
    label: 'staff.nav.announcements',
    testId: 'staff-nav-announcements',
    roles: ['ADMIN'],
  },
  {
    to: staffNoticePaths.maintenance,
    label: 'staff.nav.maintenance',
    testId: 'staff-nav-maintenance',
    roles: ['ADMIN'],
  },
  { to: staffMallPaths.catalogue, label: 'staffMall.nav.catalogue', testId: 'staff-nav-catalogue', roles: ['ADMIN'] },
  { to: staffMallPaths.orders, label: 'staffMall.nav.orders', testId: 'staff-nav-orders', roles: ['ADMIN'] },
  { to: staffMallPaths.figures, label: 'staffMall.nav.figures', testId: 'staff-nav-figures', roles: ['ADMIN'] },
  { to: staffPaths.team, label: 'staff.nav.team', testId: 'staff-nav-team', roles: ['ADMIN'] },
];

/**
 * Every /staff route passes here (its own chunk: members never download it): a member goes home; staff without a
 * second factor set it up (a QR code for an authenticator app, the first code, the recovery codes shown once); staff
 * whose session has not passed it type a code (or a recovery code). Then the staff screen, its data read again (its
 * route asked before this session was verified).
 */
export function StaffGate() {
  return (
    <WithCataloguePart part="staff">
      <Gate />
    </WithCataloguePart>
  );
}

/** The gate itself, with the console's messages. */
function Gate() {
  const data = useLazyLoadQuery<StaffGateQuery>(
    graphql`
      query StaffGateQuery {
        viewer {
          id
          staff {
            role
            secondFactor
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [savedCodes, setSavedCodes] = useState<readonly string[] | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const staff = data.viewer?.staff;
  const verified = staff?.secondFactor === 'VERIFIED';
  const [checkedAt, setCheckedAt] = useState(verified ? location.key : null);

  useEffect(() => {
    // Verified here: the screen's own query ran before, refused; a navigation of its own asks it again.
    if (verified && checkedAt === null && savedCodes === null) {
      setCheckedAt(location.key);
      void navigate(`${location.pathname}${location.search}`, { replace: true });
    }
  }, [verified, checkedAt, savedCodes, location, navigate]);

  if (!staff?.role) return <Navigate to={paths.home()} replace />;
  if (savedCodes) return <RecoveryCodes codes={savedCodes} onDone={() => setSavedCodes(null)} />;
  if (staff.secondFactor === 'NONE') return <Enrol onConfirmed={setSavedCodes} />;
  if (!verified) return <Verify />;
  if (checkedAt === null) return null;
  const sections = SECTIONS.filter((section) => staff.role && section.roles.includes(staff.role));
  // /staff itself: the first section of the role.
  if (location.pathname.replace(/\/$/, '') === '/staff' && sections[0]) return <Navigate to={sections[0].to} replace />;
  return (
    <div className="staff-console">
      <header className="staff-header">
        <strong>
          <FormattedMessage id="screen.staff" />
        </strong>
        <nav>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} data-testid={section.testId}>
              <FormattedMessage id={section.label} />
            </NavLink>
          ))}
        </nav>
        <BackToApp />
      </header>
      <Outlet />
    </div>
  );
}

/** The way back to the member's app from every staff page. */
function BackToApp() {
  return (
    <Link to={paths.home()} className="link staff-back" data-testid="staff-back">
      <FormattedMessage id="staff.back" />
    </Link>
  );
}

function StaffPanel({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <main className="staff-gate" aria-labelledby={titleId}>
      <div className="card staff-gate-card">
        {children}
        <BackToApp />
      </div>
    </main>
  );
}

function CodeForm({
  onSubmit,
  busy,
  error,
  submitLabel,
}: {
  onSubmit(code: string): void;
  busy: boolean;
  error: ErrorText | null;
  submitLabel: 'staff.verify.submit' | 'staff.enrol.confirm';
}) {
  const say = useSay();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <label className="field">
        <FormattedMessage id="staff.code.label" />
        <input
          data-testid="staff-code"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: the one thing this page asks for
          autoFocus
        />
      </label>
      <FormError testId="staff-code-error">{say(error)}</FormError>
      <button type="submit" className="button primary" data-testid="staff-code-submit" disabled={busy}>
        <FormattedMessage id={submitLabel} />
      </button>
    </form>
  );
}

function Verify() {
  const titleId = useId();
  const [verify, verifying] = useStaffVerifyMutation();
  const [error, setError] = useState<ErrorText | null>(null);
  return (
    <StaffPanel titleId={titleId}>
      <h1 id={titleId}>
        <FormattedMessage id="staff.verify.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.verify.body" />
      </p>
      <CodeForm
        busy={verifying}
        error={error}
        submitLabel="staff.verify.submit"
        onSubmit={(code) =>
          verify({
            variables: { input: { code } },
            onResult: ({ error: failure }) => setError(failure ? errorText(failure) : null),
          })
        }
      />
    </StaffPanel>
  );
}

function Enrol({ onConfirmed }: { onConfirmed(codes: readonly string[]): void }) {
  const titleId = useId();
  const [enrol, enrolling] = useStaffFactorEnrolMutation();
  const [confirm, confirming] = useStaffFactorConfirmMutation();
  const [secret, setSecret] = useState<{ secret: string; qr: string } | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const say = useSay();
  const start = () =>
    enrol({
      variables: {},
      onResult: ({ ok, error: failure }) => {
        if (failure) return setError(errorText(failure));
        const { otpauthUri, secret: text } = ok ?? {};
        if (!otpauthUri || !text) return;
        void QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 }).then((qr) => setSecret({ secret: text, qr }));
      },
    });
  return (
    <StaffPanel titleId={titleId}>
      <h1 id={titleId}>
        <FormattedMessage id="staff.enrol.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.enrol.body" />
      </p>
      {secret ? (
        <>
          <img className="staff-qr" src={secret.qr} alt="" width={200} height={200} data-testid="staff-qr" />
          <p>
            <FormattedMessage id="staff.enrol.secret" />{' '}
            <code className="staff-secret" data-testid="staff-secret">
              {secret.secret}
            </code>
          </p>
          <CodeForm
            busy={confirming}
            error={error}
            submitLabel="staff.enrol.confirm"
            onSubmit={(code) =>
              confirm({
                variables: { input: { code } },
                onResult: ({ ok, error: failure }) => {
                  if (failure) return setError(errorText(failure));
                  if (ok?.recoveryCodes) onConfirmed(ok.recoveryCodes);
                },
              })
            }
          />
        </>
      ) : (
        <>
          <FormError testId="staff-code-error">{say(error)}</FormError>
          <button
            type="button"
            className="button primary"
            data-testid="staff-enrol"
            disabled={enrolling}
            onClick={start}
          >
            <FormattedMessage id="staff.enrol.start" />
          </button>
        </>
      )}
    </StaffPanel>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const titleId = useId();
  return (
    <StaffPanel titleId={titleId}>
      <h1 id={titleId}>
        <FormattedMessage id="staff.recovery.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.recovery.body" />
      </p>
      <ul className="staff-recovery-codes" data-testid="staff-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button primary" data-testid="staff-recovery-saved" onClick={onDone}>
        <FormattedMessage id="staff.recovery.saved" />
      </button>
    </StaffPanel>
  );
}
