import { useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductGrid_query$key } from '../../../__generated__/ProductGrid_query.graphql';
import type { ProductGridPaginationQuery } from '../../../__generated__/ProductGridPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { BuyDialog } from './BuyDialog';
import { ProductCard } from './ProductCard';
import { ProductDetail } from './ProductDetail';

const PAGE = 24;

/** One shelf's goods, 24 at a time; a card opens the goods' detail, whose button opens the buying dialog. */
export function ProductGrid({ query }: { query: ProductGrid_query$key }) {
  const { data, hasNext, loadNext } = usePaginationFragment<ProductGridPaginationQuery, ProductGrid_query$key>(
    graphql`
      fragment ProductGrid_query on Query
      @refetchable(queryName: "ProductGridPaginationQuery")
      @argumentDefinitions(
        categoryId: { type: "ID!" }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      ) {
        products(categoryId: $categoryId, first: $count, after: $cursor) @connection(key: "ProductGrid_products") {
          edges {
            node {
              id
              ...ProductCard_product
              ...ProductDetail_product
              ...BuyDialog_product
            }
          }
        }
      }
    `,
    query,
  );
  const products = presentNodes(data.products.edges);
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState<{ id: string; buying: boolean } | null>(null);
  const opened = products.find((product) => product.id === open?.id);

  if (products.length === 0)
    return (
      <p className="muted mall-empty" data-testid="mall-no-products">
        <FormattedMessage id="mall.empty.category" />
      </p>
    );
  return (
    <>
      <ul className="mall-grid" data-testid="mall-products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onOpen={() => setOpen({ id: product.id, buying: false })} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          disabled={pending}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id="mall.loadMore" />
        </button>
      )}
      {opened && !open?.buying && (
        <ProductDetail
          product={opened}
          onBuy={() => setOpen({ id: opened.id, buying: true })}
          onClose={() => setOpen(null)}
        />
      )}
      {opened && open?.buying && <BuyDialog product={opened} onClose={() => setOpen(null)} />}
    </>
  );
}
