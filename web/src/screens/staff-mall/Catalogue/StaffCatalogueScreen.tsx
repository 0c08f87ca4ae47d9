import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { StaffCatalogueScreenQuery } from '../../../__generated__/StaffCatalogueScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotForYourRole } from '../../staff/NotForYourRole';
import { Pager } from '../components/Pager';
import { isAdmin } from '../components/stages';
import { ProductRow } from './ProductRow';
import '../components/staffMall.css';

const query = graphql`
  query StaffCatalogueScreenQuery($after: String) @preloadable {
    viewer {
      staffRole
      staffProducts(first: 50, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ...ProductRow_product
          }
        }
      }
    }
  }
`;

/** /staff/catalogue: every goods of every shelf, on sale or not, its price, stock and shelf changed in place. */
export function StaffCatalogueScreen({ queryRef }: RouteScreenProps<StaffCatalogueScreenQuery>) {
  const data = usePreloadedQuery<StaffCatalogueScreenQuery>(query, queryRef);
  const products = data.viewer?.staffProducts;
  if (!data.viewer || !isAdmin(data.viewer.staffRole) || !products) return <NotForYourRole />;
  return (
    <main className="staff-mall" data-testid="staff-catalogue">
      <h1>
        <FormattedMessage id="staffMall.catalogue.title" />
      </h1>
      <p>
        <FormattedMessage id="staffMall.catalogue.body" />
      </p>
      <p role="status">
        <FormattedMessage id="staffMall.catalogue.count" values={{ count: products.totalCount }} />
      </p>
      {products.edges.length === 0 ? (
        <p data-testid="staff-catalogue-empty">
          <FormattedMessage id="staffMall.catalogue.empty" />
        </p>
      ) : (
        <ul className="staff-mall-list">
          {products.edges.map(({ node }) => (
            <ProductRow key={node.id} product={node} />
          ))}
        </ul>
      )}
      <Pager hasNextPage={products.pageInfo.hasNextPage} endCursor={products.pageInfo.endCursor} />
    </main>
  );
}
