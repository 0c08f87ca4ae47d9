import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

/**
 * Spec §6: what each level brings, one row per privilege (normal, VIP, SVIP), and only what
 * the product does: every member sees who follows them, so "see who likes you" is no
 * privilege; SVIP members match without a daily limit and choose whom they meet. Every
 * member's free translation characters a day come first, a membership's characters a month on
 * top of them.
 */
const rows = (
  freePerDay: number,
): Array<{ label: MessageId; values: [MessageId | number, MessageId | number, MessageId | number] }> => [
  { label: 'shop.privilege.freeGifts', values: [0, 5, 'shop.unlimited'] },
  { label: 'shop.privilege.freeCharacters', values: [freePerDay, freePerDay, freePerDay] },
  { label: 'shop.privilege.characters', values: [0, 20_000, 100_000] },
  { label: 'shop.privilege.badge', values: ['shop.no', 'shop.yes', 'shop.yes'] },
  { label: 'shop.privilege.readReceipts', values: ['shop.no', 'shop.no', 'shop.yes'] },
  {
    label: 'shop.privilege.matches',
    values: ['shop.privilege.matchesDaily', 'shop.privilege.matchesDaily', 'shop.unlimited'],
  },
  { label: 'shop.privilege.matchPreferences', values: ['shop.no', 'shop.no', 'shop.yes'] },
];

/** `freePerDay`: every member's free translation characters a day. */
export function PrivilegeTable({ current, freePerDay }: { current: number; freePerDay: number }) {
  const intl = useIntl();
  const cell = (value: MessageId | number) => {
    if (typeof value === 'number')
      return intl.formatNumber(value, { notation: value >= 10_000 ? 'compact' : 'standard' });
    // "Unlimited" is long in several languages: the sign, with the word for screen readers.
    if (value === 'shop.unlimited')
      return (
        <>
          <span aria-hidden="true">∞</span>
          <span className="visually-hidden">{intl.formatMessage({ id: value })}</span>
        </>
      );
    return intl.formatMessage({ id: value });
  };
  return (
    <div className="table-scroll">
      <table className="privilege-table" data-testid="privilege-table">
        <caption className="visually-hidden">
          <FormattedMessage id="shop.privilege.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="shop.privilege.title" />
            </th>
            {(['sidebar.normal', 'sidebar.vip1', 'sidebar.vip2'] as const).map((level, index) => (
              <th key={level} scope="col" className={index === current ? 'current' : undefined}>
                <FormattedMessage id={level} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(freePerDay).map((row) => (
            <tr key={row.label} data-testid="privilege-row">
              <th scope="row">
                <FormattedMessage id={row.label} />
              </th>
              {row.values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per membership level, in a fixed order
                <td key={index} className={index === current ? 'current' : undefined}>
                  {cell(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
