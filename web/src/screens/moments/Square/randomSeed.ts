const KEY = 'across.momentSeed';

const newSeed = () =>
  [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
/** Where sessionStorage is refused (private modes): one order for the page's life. */
const pageSeed = newSeed();

/**
 * The random scope's seed for this browsing session (the tab): the server orders its sample by it, so pages never
 * repeat a moment and the order holds until the tab is closed.
 */
export function randomSeed(): string {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (saved) return saved;
    const seed = newSeed();
    sessionStorage.setItem(KEY, seed);
    return seed;
  } catch {
    return pageSeed;
  }
}
