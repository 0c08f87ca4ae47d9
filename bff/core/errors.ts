import { GraphQLError } from 'graphql';

/**
 * The errors every domain shares, and the registry of upstream's `reason` codes. A domain's
 * own expected failures are classes in its `errors.ts`, registered there as typed GraphQL
 * results (errors as data) and as what its reasons become (`onUpstreamReasons`).
 */
export class ValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/**
 * Too many lookups or searches in a short time (spec: anti-scraping). A GraphQL error too,
 * so where a field has no typed result (`node`, `nodes`) it still reaches the client
 * unmasked, with its code and retry time.
 */
export class RateLimitedError extends GraphQLError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } });
    this.name = 'RateLimitedError';
  }
}

/**
 * Upstream did not answer (down, unreachable, or past the deadline): retryable, and never
 * mistaken for a bad session.
 */
export class ServiceUnavailableError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true } });
    this.name = 'ServiceUnavailableError';
  }
}

/** Input the graph's types accept but the product does not (an ID of the wrong kind, too many IDs). */
export class BadInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
    this.name = 'BadInputError';
  }
}

/** Any other non-200 body code from upstream: unexpected here, so it is masked. */
export class UpstreamError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Upstream names some fields differently from the graph; a ValidationError names the graph's field. */
export async function withGraphFieldNames<T>(names: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError && names[error.field])
      throw new ValidationError(names[error.field], error.message);
    throw error;
  }
}

/** No valid session: a GraphQL error the client answers by going to /login. */
export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'Please log in.') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

/** What upstream's failure envelope carries besides its `msg` (docs/contract.md). */
export type FailureData = {
  reason?: string;
  field?: string;
  retryAfterSeconds?: number;
  characters?: number;
  coins?: number;
  /** ISO: when a refused start may be tried again (the random match's daily limit). */
  nextAttemptsAt?: string;
  /** ISO: the end of the maintenance window that refused a write. */
  endsAt?: string;
} | null;

/** Makes the graph's error for one `reason`, from the envelope's `msg` (in the member's language) and `data`. */
export type ErrorForReason = (msg: string, data: FailureData) => Error;

const errorsForReasons = new Map<string, ErrorForReason>();

/**
 * Each domain registers the `reason` codes of its routes (docs/contract.md) and the typed
 * error each one is in the graph, in its own `errors.ts`; the transport only looks them
 * up, so a new reason edits no central table.
 */
export function onUpstreamReasons(table: Record<string, ErrorForReason>) {
  for (const [reason, toError] of Object.entries(table)) {
    if (errorsForReasons.has(reason)) throw new Error(`upstream reason ${reason} is registered twice`);
    errorsForReasons.set(reason, toError);
  }
}

/** The error registered for a reason; none for a reason no domain knows (the transport masks it). */
export function errorForReason(reason: string): ErrorForReason | undefined {
  return errorsForReasons.get(reason);
}

onUpstreamReasons({
  UNAUTHENTICATED: (msg) => new UnauthenticatedError(msg),
  VALIDATION: (msg, data) => new ValidationError(data?.field ?? '', msg),
  RATE_LIMITED: (msg, data) => new RateLimitedError(msg, data?.retryAfterSeconds ?? 60),
});
