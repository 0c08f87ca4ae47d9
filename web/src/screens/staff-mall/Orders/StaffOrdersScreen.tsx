import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffOrdersScreenQuery } from '../../../__generated__/StaffOrdersScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotForYourRole } from '../../staff/NotForYourRole';
import { Pager } from '../components/Pager';
import { isAdmin, ordersVariables, STAGES } from '../components/stages';
import { staffMallPaths } from '../routes';
import { StaffOrderCard } from './StaffOrderCard';
import '../components/staffMall.css';

const query = graphql`
  query StaffOrdersScreenQuery($stage: StaffOrderStage!, $after: String) @preloadable {
    viewer {
      staffRole
      staffOrders(first: 20, after: $after, stage: $stage) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ...StaffOrderCard_order
          }
        }
      }
    }
  }
`;

/** /staff/orders: the orders of one stage (a tab each), newest first, shipped and delivered from their cards. */
export function StaffOrdersScreen({ queryRef }: RouteScreenProps<StaffOrdersScreenQuery>) {
  const data = usePreloadedQuery<StaffOrdersScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [search] = useSearchParams();
  const orders = data.viewer?.staffOrders;
  if (!data.viewer || !isAdmin(data.viewer.staffRole) || !orders) return <NotForYourRole />;
  const { stage } = ordersVariables(search);
  return (
    <main className="staff-mall" data-testid="staff-orders">
      <h1>
        <FormattedMessage id="staffMall.orders.title" />
      </h1>
      <nav className="staff-mall-tabs" aria-label={intl.formatMessage({ id: 'staffMall.orders.stages' })}>
        {STAGES.map((tab) => (
          <Link
            key={tab}
            to={`${staffMallPaths.orders}?stage=${tab}`}
            className={tab === stage ? 'staff-tab active' : 'staff-tab'}
            aria-current={tab === stage ? 'page' : undefined}
            data-testid={`staff-stage-${tab}`}
          >
            <FormattedMessage id={`staffMall.stage.${tab}`} />
          </Link>
        ))}
      </nav>
      <p role="status" data-testid="staff-orders-count">
        <FormattedMessage id="staffMall.orders.count" values={{ count: orders.totalCount }} />
      </p>
      {orders.edges.length === 0 ? (
        <p data-testid="staff-orders-empty">
          <FormattedMessage id="staffMall.orders.empty" />
        </p>
      ) : (
        <ul className="staff-mall-list">
          {orders.edges.map(({ node }) => (
            <StaffOrderCard key={node.id} order={node} />
          ))}
        </ul>
      )}
      <Pager hasNextPage={orders.pageInfo.hasNextPage} endCursor={orders.pageInfo.endCursor} />
    </main>
  );
}
