const RELOADED_AT_KEY = 'across.reloadedForMissingChunk';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/**
 * A page opened before a deploy asks for chunks the new build no longer has (their names are
 * hashes). Vite then fires `vite:preloadError`: load the new build, but only once a minute,
 * so a chunk that is really missing shows the error instead of reloading for ever.
 */
export function reloadOnceForMissingChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY)) < RELOAD_AT_MOST_EVERY_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // without storage a reload could loop
    }
    event.preventDefault();
    location.reload();
  });
}
