import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { StaffTeamList_viewer$key } from '../../../__generated__/StaffTeamList_viewer.graphql';
import type { StaffRole, StaffTeamScreenQuery } from '../../../__generated__/StaffTeamScreenQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotForYourRole } from '../NotForYourRole';
import { useStaffFactorResetMutation } from '../mutations/useStaffFactorResetMutation';
import { useStaffRoleSetMutation } from '../mutations/useStaffRoleSetMutation';

const query = graphql`
  query StaffTeamScreenQuery @preloadable {
    viewer {
      id
      user {
        id
      }
      staff {
        role
      }
      ...StaffTeamList_viewer
    }
  }
`;

const ROLES: readonly StaffRole[] = ['SUPPORT', 'MODERATOR', 'ADMIN'];

type Member = { user: string; email: string; nickname: string; role: StaffRole; enrolled: boolean };
/** What waits for its confirm step: a removal from staff or a second factor's reset. */
type Pending = { kind: 'remove' | 'reset'; member: Member };

/**
 * /staff/team (admins): every staff member with their role and whether their second factor is set up; an admin adds
 * a member by e-mail address, changes a role, removes someone from staff, or resets a lost second factor (not their
 * own). The last admin keeps the role (the server says so).
 */
export function StaffTeamScreen({ queryRef }: RouteScreenProps<StaffTeamScreenQuery>) {
  const data = usePreloadedQuery<StaffTeamScreenQuery>(query, queryRef);
  const viewer = data.viewer;
  if (viewer?.staff.role !== 'ADMIN') return <NotForYourRole />;
  return <StaffTeam viewer={viewer} selfId={viewer.user?.id ?? ''} />;
}

function StaffTeam(props: { viewer: StaffTeamList_viewer$key; selfId: string }) {
  const { staffMembers } = useFragment(
    graphql`
      fragment StaffTeamList_viewer on Viewer {
        staffMembers {
          user
          email
          nickname
          role
          enrolled
        }
      }
    `,
    props.viewer,
  );
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [setRole, settingRole] = useStaffRoleSetMutation();
  const [resetFactor, resetting] = useStaffFactorResetMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const roleName = (role: StaffRole) => intl.formatMessage({ id: `staff.role.${role}` });

  /** Done: the sentence saying so takes the focus (the row it came from may be gone). */
  const done = (sentence: string) => {
    setError(null);
    setStatus(sentence);
    setPending(null);
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  const failed = (failure: ErrorText) => {
    setStatus('');
    setError(failure);
    setPending(null);
  };

  const changeRole = (member: Pick<Member, 'email' | 'nickname'>, role: StaffRole | null) =>
    setRole({
      variables: { input: { email: member.email, role } },
      onResult: ({ error: failure }) =>
        failure
          ? failed(errorText(failure))
          : done(
              role
                ? intl.formatMessage({ id: 'staff.team.granted' }, { name: member.nickname, role: roleName(role) })
                : intl.formatMessage({ id: 'staff.team.removed' }, { name: member.nickname }),
            ),
    });

  const confirm = () => {
    if (!pending) return;
    const { member } = pending;
    if (pending.kind === 'remove') return changeRole(member, null);
    resetFactor({
      variables: { input: { userId: member.user } },
      onResult: ({ error: failure }) =>
        failure
          ? failed(errorText(failure))
          : done(intl.formatMessage({ id: 'staff.team.resetDone' }, { name: member.nickname })),
    });
  };

  return (
    <main className="staff-page" aria-labelledby={titleId} data-testid="staff-team">
      <h1 id={titleId}>
        <FormattedMessage id="staff.team.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.team.body" />
      </p>
      <GrantForm
        busy={settingRole}
        roleName={roleName}
        onGrant={(email, role) => changeRole({ email, nickname: email }, role)}
      />
      <p className="staff-status" role="status" tabIndex={-1} ref={statusRef} data-testid="staff-team-status">
        {status}
      </p>
      <FormError testId="staff-team-error">{say(error)}</FormError>
      {!staffMembers?.length ? (
        <p data-testid="staff-team-empty">
          <FormattedMessage id="staff.team.empty" />
        </p>
      ) : (
        <ul className="staff-team" aria-label={intl.formatMessage({ id: 'staff.team.title' })}>
          {staffMembers.map((member) => {
            const self = member.user === props.selfId;
            return (
              <li key={member.user} className="card staff-team-row" data-testid="staff-member">
                <div className="staff-team-who">
                  <strong>
                    {member.nickname}
                    {self && (
                      <>
                        {' '}
                        <FormattedMessage id="staff.team.you" />
                      </>
                    )}
                  </strong>
                  <span className="staff-team-email">{member.email}</span>
                  <span data-testid="staff-member-factor">
                    <FormattedMessage id={member.enrolled ? 'staff.team.factor.on' : 'staff.team.factor.off'} />
                  </span>
                </div>
                <label className="field staff-team-role">
                  <span className="visually-hidden">
                    <FormattedMessage id="staff.team.roleOf" values={{ name: member.nickname }} />
                  </span>
                  <select
                    data-testid="staff-member-role"
                    value={member.role}
                    disabled={settingRole}
                    onChange={(event) => changeRole(member, event.target.value as StaffRole)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleName(role)}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="actions">
                  {member.enrolled && !self && (
                    <button
                      type="button"
                      className="button ghost"
                      data-testid="staff-member-reset"
                      onClick={() => setPending({ kind: 'reset', member })}
                    >
                      <FormattedMessage id="staff.team.reset" />
                    </button>
                  )}
                  <button
                    type="button"
                    className="button ghost"
                    data-testid="staff-member-remove"
                    onClick={() => setPending({ kind: 'remove', member })}
                  >
                    <FormattedMessage id="staff.team.remove" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          testId={`staff-${pending.kind}-dialog`}
          confirm={pending.kind === 'remove' ? 'staff.team.remove.do' : 'staff.team.reset.do'}
          cancel="staff.team.cancel"
          busy={settingRole || resetting}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <FormattedMessage
            id={pending.kind === 'remove' ? 'staff.team.remove.confirm' : 'staff.team.reset.confirm'}
            values={{ name: pending.member.nickname }}
          />
        </ConfirmDialog>
      )}
    </main>
  );
}

/** Adds a member to staff by their e-mail address, with a role. */
function GrantForm(props: {
  busy: boolean;
  roleName(role: StaffRole): string;
  onGrant(email: string, role: StaffRole): void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('SUPPORT');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) props.onGrant(email.trim(), role);
  };
  return (
    <form className="card staff-grant" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId}>
        <FormattedMessage id="staff.team.grant.title" />
      </h2>
      <label className="field">
        <FormattedMessage id="staff.team.email" />
        <input
          type="email"
          data-testid="staff-grant-email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="field">
        <FormattedMessage id="staff.team.role" />
        <select
          data-testid="staff-grant-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {props.roleName(value)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button primary" data-testid="staff-grant-submit" disabled={props.busy}>
        <FormattedMessage id="staff.team.grant" />
      </button>
    </form>
  );
}
