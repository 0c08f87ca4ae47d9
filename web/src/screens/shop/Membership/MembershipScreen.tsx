import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembershipScreenQuery } from '../../../__generated__/MembershipScreenQuery.graphql';
import { Avatar } from '../../../components/Avatar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { InsufficientCoinsDialog } from '../components/InsufficientCoinsDialog';
import { useIdempotencyKey } from '../components/useIdempotencyKey';
import { WalletSummary } from '../components/WalletSummary';
import { useMembershipPurchaseMutation } from './mutations/useMembershipPurchaseMutation';
import { PrivilegeTable } from './PrivilegeTable';

export const membershipScreenQuery = graphql`
  query MembershipScreenQuery($forUserId: ID!, $forOther: Boolean!) @preloadable {
    membershipPlans {
      planId
      level
      months
      goldCoins
      monthlyCharacters
    }
    viewer {
      membershipExpiresAt
      freeTranslation {
        charactersPerDay
      }
      user {
        id
        vipLevel
      }
      ...WalletSummary_viewer
    }
    member: node(id: $forUserId) @include(if: $forOther) {
      ... on User {
        id
        nickname
        avatarUrl
        vipLevel
      }
    }
  }
`;

type Plan = MembershipScreenQuery['response']['membershipPlans'][number];

/**
 * The membership page (spec §2 "membership upgrade with privilege table, for self or for
 * another user"): the levels side by side, the plans, bought with gold coins after a
 * confirmation; `?for=` buys it for that member instead.
 */
export function MembershipScreen({ queryRef }: RouteScreenProps<MembershipScreenQuery>) {
  const data = usePreloadedQuery<MembershipScreenQuery>(membershipScreenQuery, queryRef);
  const intl = useIntl();
  const say = useSay();
  const key = useIdempotencyKey();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const [done, setDone] = useState<{ expiresAt: string | null } | null>(null);
  const [short, setShort] = useState(false);
  const [purchase, buying] = useMembershipPurchaseMutation();
  const viewer = data.viewer;
  if (!viewer) return null;
  const member = data.member?.id && data.member.id !== viewer.user.id ? data.member : null;
  const forOther = data.member !== undefined;
  const level = member ? (member.vipLevel ?? 0) : viewer.user.vipLevel;
  const name = member?.nickname ?? '';

  const confirm = () => {
    if (!chosen) return;
    purchase({
      variables: { input: { planId: chosen.planId, userId: member?.id ?? null, idempotencyKey: key.current() } },
      onResult: ({ ok, error: failure }) => {
        setChosen(null);
        setError(null);
        if (ok) {
          key.renew();
          setDone({ expiresAt: ok.expiresAt ?? null });
        } else if (failure?.type === 'InsufficientCoinsError') setShort(true);
        else if (failure) setError(errorText(failure));
      },
    });
  };
  const levelName = (value: string) => intl.formatMessage({ id: value === 'SVIP' ? 'sidebar.vip2' : 'sidebar.vip1' });

  if (forOther && !member)
    return (
      <section className="card" data-testid="membership-member-missing">
        <p>
          <FormattedMessage id="shop.membership.memberMissing" />
        </p>
        <Link className="link" to={paths.membership()}>
          <FormattedMessage id="shop.membership.forMe" />
        </Link>
      </section>
    );

  return (
    <section className="shop-screen" data-testid="screen-membership">
      <h1>
        {member ? (
          <FormattedMessage id="shop.membership.titleFor" values={{ name }} />
        ) : (
          <FormattedMessage id="shop.membership.title" />
        )}
      </h1>
      <section className="card membership-status">
        {member ? (
          <div className="member-line">
            <Avatar url={member.avatarUrl ?? null} name={name} />
            <span>
              <FormattedMessage
                id="shop.membership.theirLevel"
                values={{
                  name,
                  level: intl.formatMessage({
                    id: level === 2 ? 'sidebar.vip2' : level === 1 ? 'sidebar.vip1' : 'sidebar.normal',
                  }),
                }}
              />
            </span>
            <Link className="link" to={paths.membership()}>
              <FormattedMessage id="shop.membership.forMe" />
            </Link>
          </div>
        ) : (
          <p data-testid="membership-mine">
            {level > 0 && viewer.membershipExpiresAt ? (
              <FormattedMessage
                id="shop.membership.until"
                values={{
                  level: intl.formatMessage({ id: level === 2 ? 'sidebar.vip2' : 'sidebar.vip1' }),
                  date: intl.formatDate(new Date(viewer.membershipExpiresAt), { dateStyle: 'long' }),
                }}
              />
            ) : (
              <FormattedMessage id="shop.membership.none" />
            )}
          </p>
        )}
        <WalletSummary viewer={viewer} />
      </section>
      <ul className="product-grid plans">
        {data.membershipPlans.map((plan) => (
          <li key={plan.planId} className={`product plan ${plan.level.toLowerCase()}`}>
            <strong>{levelName(plan.level)}</strong>
            <span>
              <FormattedMessage id="shop.membership.months" values={{ count: plan.months }} />
            </span>
            <span className="muted">
              <FormattedMessage id="shop.coins" values={{ count: plan.goldCoins }} />
            </span>
            <button
              type="button"
              className="button primary small"
              data-testid={`plan-${plan.planId}`}
              disabled={buying}
              onClick={() => setChosen(plan)}
            >
              <FormattedMessage id={member ? 'shop.membership.give' : 'shop.buy'} />
            </button>
          </li>
        ))}
      </ul>
      {done && (
        <p className="form-success" role="status" data-testid="membership-done">
          {member ? (
            <FormattedMessage id="shop.membership.doneFor" values={{ name }} />
          ) : (
            <FormattedMessage
              id="shop.membership.done"
              values={{ date: done.expiresAt ? intl.formatDate(new Date(done.expiresAt), { dateStyle: 'long' }) : '' }}
            />
          )}
        </p>
      )}
      <FormError testId="membership-error">{say(error)}</FormError>
      <PrivilegeTable current={level} freePerDay={viewer.freeTranslation.charactersPerDay} />
      {chosen && (
        <ConfirmDialog
          testId="membership-confirm"
          confirm={member ? 'shop.membership.give' : 'shop.buy'}
          cancel="chat.cancel"
          busy={buying}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        >
          <FormattedMessage
            id={member ? 'shop.membership.confirmFor' : 'shop.membership.confirm'}
            values={{ level: levelName(chosen.level), count: chosen.months, coins: chosen.goldCoins, name }}
          />
        </ConfirmDialog>
      )}
      {short && <InsufficientCoinsDialog onClose={() => setShort(false)} />}
    </section>
  );
}
