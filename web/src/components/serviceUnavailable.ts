/** GraphQL error codes the BFF gives when it, or the service behind it, cannot answer (docs/contract.md). */
export const UNAVAILABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);

/** What browsers say when a fetch or a script download did not reach the server. */
const NETWORK_FAILURE = /fetch|network|load failed|dynamically imported module|module script/i;

/**
 * Whether `error` means the server cannot be reached or cannot answer now (spec §8: "the server
 * is under maintenance"), rather than a fault in the page: the request threw (offline,
 * refused, a screen's chunk that did not download), the answer was not JSON (a proxy's 5xx
 * page), or the BFF answered with an unavailable code, which Relay keeps on the error's `source`.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof SyntaxError) return true;
  if (error instanceof TypeError) return NETWORK_FAILURE.test(error.message);
  return errorCodes(error).some((code) => UNAVAILABLE_CODES.has(code));
}

/** The `extensions.code`s of the GraphQL errors an answer carried (Relay keeps the answer on its error's `source`). */
export function errorCodes(error: unknown): string[] {
  const errors = (error as { source?: { errors?: unknown } } | null)?.source?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((item) => (item as { extensions?: { code?: unknown } } | null)?.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

/** Whether the BFF answered that the service behind it is unavailable (so the member's connection is fine). */
export function saidUnavailable(error: unknown): boolean {
  return errorCodes(error).includes('SERVICE_UNAVAILABLE');
}
