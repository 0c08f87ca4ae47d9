import type { IncomingMessage } from 'node:http';

/**
 * Which web pages may call the graph with the member's cookie: the product's own origin
 * (the page the BFF itself serves, i.e. an Origin whose host is the request's Host) and
 * the origins in ALLOWED_ORIGINS. A request without Origin is not a cross-site browser
 * request (browsers send Origin on every POST and WebSocket handshake), so it passes.
 */
export function createOriginPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  const isAllowed = (origin: string, host: string | undefined): boolean => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // "null" (sandboxed frames, files) and garbage
    }
    if (allowed.has(url.origin.toLowerCase())) return true;
    return (
      Boolean(host) &&
      url.host.toLowerCase() === host!.toLowerCase() &&
      (url.protocol === 'http:' || url.protocol === 'https:')
    );
  };
  return {
    /** The request's Origin when it is one we answer with credentials, null when absent. */
    check(req: IncomingMessage): { allowed: boolean; origin: string | null } {
      const origin = req.headers.origin;
      if (origin === undefined) return { allowed: true, origin: null };
      return { allowed: isAllowed(origin, req.headers.host), origin };
    },
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;

/**
 * Every HTTP operation carries this header. A page on another site cannot add it without a CORS preflight, which only
 * allowed origins pass.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
