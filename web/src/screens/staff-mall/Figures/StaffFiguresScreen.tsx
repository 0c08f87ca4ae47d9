import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { StaffFiguresScreenQuery } from '../../../__generated__/StaffFiguresScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotForYourRole } from '../../staff/NotForYourRole';
import { isAdmin } from '../components/stages';
import '../components/staffMall.css';

const query = graphql`
  query StaffFiguresScreenQuery @preloadable {
    viewer {
      staffRole
      staffFigures {
        day
        newMembers
        messagesSent
        openReports
        coinsBought
        coinsSpent
      }
    }
  }
`;

const FLOWS = ['newMembers', 'messagesSent', 'coinsBought', 'coinsSpent'] as const;

/**
 * /staff/figures: the last 14 UTC days, today first, and the totals of what flows (open reports are a level at each
 * day's end, so their "total" is today's). Dates are UTC days and said so.
 */
export function StaffFiguresScreen({ queryRef }: RouteScreenProps<StaffFiguresScreenQuery>) {
  const data = usePreloadedQuery<StaffFiguresScreenQuery>(query, queryRef);
  const intl = useIntl();
  const captionId = useId();
  const figures = data.viewer?.staffFigures;
  if (!data.viewer || !isAdmin(data.viewer.staffRole) || !figures) return <NotForYourRole />;
  const days = [...figures].reverse();
  const total = (name: (typeof FLOWS)[number]) => figures.reduce((sum, day) => sum + day[name], 0);
  const number = (value: number) => intl.formatNumber(value);
  /** `2026-11-27` as the viewer's language writes that date, of the UTC calendar. */
  const date = (day: string) =>
    intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <main className="staff-mall" data-testid="staff-figures">
      <h1>
        <FormattedMessage id="staffMall.figures.title" />
      </h1>
      <p>
        <FormattedMessage id="staffMall.figures.body" />
      </p>
      <p id={captionId} className="staff-figures-caption">
        <FormattedMessage id="staffMall.figures.caption" />
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls inside, by keyboard too */}
      <section className="staff-table-scroll" tabIndex={0} aria-labelledby={captionId}>
        <table className="staff-figures-table" aria-describedby={captionId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.day" />
              </th>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.newMembers" />
              </th>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.messages" />
              </th>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.openReports" />
              </th>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.coinsBought" />
              </th>
              <th scope="col">
                <FormattedMessage id="staffMall.figures.coinsSpent" />
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, n) => (
              <tr key={day.day} data-testid="staff-figures-day" data-day={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{date(day.day)}</time>
                  {n === 0 && (
                    <>
                      {' '}
                      <FormattedMessage id="staffMall.figures.today" />
                    </>
                  )}
                </th>
                <td data-testid="figure-newMembers">{number(day.newMembers)}</td>
                <td data-testid="figure-messagesSent">{number(day.messagesSent)}</td>
                <td data-testid="figure-openReports">{number(day.openReports)}</td>
                <td data-testid="figure-coinsBought">{number(day.coinsBought)}</td>
                <td data-testid="figure-coinsSpent">{number(day.coinsSpent)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="staff-figures-total">
              <th scope="row">
                <FormattedMessage id="staffMall.figures.total" />
              </th>
              <td>{number(total('newMembers'))}</td>
              <td>{number(total('messagesSent'))}</td>
              <td>{days[0] ? number(days[0].openReports) : '—'}</td>
              <td>{number(total('coinsBought'))}</td>
              <td>{number(total('coinsSpent'))}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </main>
  );
}
