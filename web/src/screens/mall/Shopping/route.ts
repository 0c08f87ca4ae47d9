import ShoppingScreenQuery from '../../../__generated__/ShoppingScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** A shelf's ID from the address, only when it is one (another string would fail the whole screen's query). */
function categoryOf(search: URLSearchParams) {
  const id = search.get('category') ?? '';
  try {
    return atob(id).startsWith('ProductCategory:') ? id : '';
  } catch {
    return '';
  }
}

/**
 * /shopping: the shelves and, with `?category=`, that shelf's goods (without one the screen goes to the first shelf);
 * fresh on every visit (stock and prices change).
 */
export const shoppingRoute = preloadedRoute('shopping', () => import('./ShoppingScreen'), 'ShoppingScreen', {
  query: ShoppingScreenQuery,
  variables: ({ search }) => ({ categoryId: categoryOf(search), withCategory: categoryOf(search) !== '' }),
  fetchPolicy: 'store-and-network',
  member: true,
});
