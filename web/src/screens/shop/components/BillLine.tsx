import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BillLine_record$key } from '../../../__generated__/BillLine_record.graphql';
import { useLanguageName } from '../../../i18n/languageNames';
import { paths } from '../../../routing/paths';

const ASSET_UNIT = {
  COIN: 'shop.bill.unit.coin',
  PACK_CHARACTER: 'shop.bill.unit.character',
  MEMBERSHIP_CHARACTER: 'shop.bill.unit.character',
} as const;

/**
 * One bill line: what it was (its kind), what it was about (the gift and the member it went
 * to, for or from whom a membership, what a translation took and in whose conversation), when,
 * and the change to the balance.
 */
export function BillLine({ record }: { record: BillLine_record$key }) {
  const bill = useFragment(
    graphql`
      fragment BillLine_record on BillRecord {
        type
        item
        asset
        change
        occurredAt
        gift {
          name
        }
        giftCount
        otherMember {
          id
          nickname
        }
        otherMemberRole
        membershipLevel
        membershipMonths
        characters
        translatedInto
        unlock
      }
    `,
    record,
  );
  const intl = useIntl();
  const languageName = useLanguageName();
  // The other member, a link to their page; one no longer visible is said as such.
  const name: ReactNode = bill.otherMember ? (
    <Link to={paths.userHomePage(bill.otherMember.id)}>{bill.otherMember.nickname}</Link>
  ) : (
    <FormattedMessage id="shop.bill.someone" />
  );
  const role = bill.otherMemberRole;
  const level = bill.membershipLevel
    ? intl.formatMessage({ id: bill.membershipLevel === 'SVIP' ? 'sidebar.vip2' : 'sidebar.vip1' })
    : null;
  const characters = bill.characters ?? 0;

  const about = (): ReactNode => {
    switch (bill.type) {
      case 'gift_sent':
        return (
          bill.gift && (
            <FormattedMessage id="shop.bill.gift" values={{ count: bill.giftCount ?? 1, gift: bill.gift.name, name }} />
          )
        );
      case 'membership':
        if (!level || bill.membershipMonths == null) return null;
        return (
          <FormattedMessage
            id={
              role === 'TO'
                ? 'shop.bill.membershipFor'
                : role === 'FROM'
                  ? 'shop.bill.membershipFrom'
                  : 'shop.bill.membership'
            }
            values={{ level, months: bill.membershipMonths, name }}
          />
        );
      case 'red_packet_sent':
      case 'red_packet_received':
      case 'red_packet_returned':
        return (
          role && (
            <FormattedMessage
              id={
                bill.type === 'red_packet_returned'
                  ? 'shop.bill.notOpened'
                  : role === 'FROM'
                    ? 'shop.bill.from'
                    : 'shop.bill.to'
              }
              values={{ name }}
            />
          )
        );
      case 'unlock':
        return (
          role && (
            <FormattedMessage
              id={bill.unlock === 'PHOTOS' ? 'shop.bill.unlockPhotos' : 'shop.bill.unlockChat'}
              values={{ name }}
            />
          )
        );
      case 'translation':
        if (!bill.characters) return null;
        if (!bill.translatedInto) return <FormattedMessage id="shop.bill.characters" values={{ count: characters }} />;
        return (
          <FormattedMessage
            id={role ? 'shop.bill.translationWith' : 'shop.bill.translation'}
            values={{ count: characters, language: languageName(bill.translatedInto), name }}
          />
        );
      case 'translation_pack':
        // On the coins' side; the characters' own line says as much by its change.
        return (
          bill.asset === 'COIN' &&
          bill.characters != null && <FormattedMessage id="shop.bill.characters" values={{ count: characters }} />
        );
      default:
        return null;
    }
  };
  const detail = about();

  return (
    <li data-testid="bill-row" data-type={bill.type}>
      <span className="bill-item">
        {bill.item}
        {detail && (
          <span className="bill-about" data-testid="bill-about">
            {detail}
          </span>
        )}
      </span>
      <time className="muted-small" dateTime={bill.occurredAt}>
        {intl.formatDate(new Date(bill.occurredAt), { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <span className={bill.change > 0 ? 'bill-change plus' : 'bill-change minus'}>
        {intl.formatNumber(bill.change, { signDisplay: 'always' })}{' '}
        {bill.asset in ASSET_UNIT && <FormattedMessage id={ASSET_UNIT[bill.asset as keyof typeof ASSET_UNIT]} />}
      </span>
    </li>
  );
}
