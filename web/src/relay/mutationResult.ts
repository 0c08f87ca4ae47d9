import { saidUnavailable } from '../components/serviceUnavailable';

/**
 * The one reading of a mutation's answer. Our mutations answer a typed-errors union
 * (`FriendAddPayload | FriendError | ValidationError ...`): `mutationResult` turns it into
 * `{ ok: payload }` or `{ error }`, and a request that failed on the way (no answer, not
 * GraphQL) is the same `{ error }` with `NETWORK_ERROR` (`SERVICE_UNAVAILABLE` when the BFF
 * answered that the service behind it is down), so a screen handles every failure in one
 * place. `useResultMutation` (next to this) wires both into `commit`.
 */

/**
 * Why a mutation did not happen: the error's GraphQL type, its message (already in the member's language), the input
 * field a ValidationError names.
 */
export interface MutationError {
  readonly type: string;
  readonly message?: string;
  readonly field?: string;
  /** InsufficientTranslationBalanceError: the gold coins that would pay the rest (the prompt offers them). */
  readonly coins?: number;
  /** AccountSuspendedError: when the suspension ends (ISO). */
  readonly until?: string;
}

interface Typed {
  readonly __typename: string;
}

/**
 * The union's success member: by our schema's convention, the one type named `…Payload`.
 * Where Relay types the union as one object (a selection on the `Error` interface flattens
 * it, with the payload's fields optional), that object.
 */
export type PayloadOf<R extends Typed> = [Extract<R, { readonly __typename: `${string}Payload` }>] extends [never]
  ? R
  : Extract<R, { readonly __typename: `${string}Payload` }>;

export type MutationResult<R extends Typed> =
  | { readonly ok: PayloadOf<R>; readonly error?: undefined }
  | { readonly ok?: undefined; readonly error: MutationError };

/** What a screen hands a mutation hook to hear how it went, when it needs only whether it failed and why. */
export type OnResult = (result: { readonly error?: MutationError }) => void;

/** The request failed before an answer came (offline, server unreachable, not GraphQL). */
export const NETWORK_ERROR: MutationError = { type: 'NetworkError' };

/**
 * The BFF answered that the service behind it is unavailable: the member's connection is fine, nothing happened, trying
 * again later can work.
 */
export const SERVICE_UNAVAILABLE: MutationError = { type: 'ServiceUnavailable' };

/** The BFF answered with an error it did not expect (masked): the connection is fine, the words are generic. */
export const UNEXPECTED_ERROR: MutationError = { type: 'UnexpectedError' };

/** The GraphQL error of a maintenance window (`extensions.code` MAINTENANCE), if the answer carried one. */
function maintenanceError(error: unknown): { message?: string } | undefined {
  const errors = (error as { source?: { errors?: unknown } } | null)?.source?.errors;
  if (!Array.isArray(errors)) return undefined;
  return errors.find(
    (item) => (item as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'MAINTENANCE',
  ) as { message?: string } | undefined;
}

/**
 * Why a request brought no usable answer: the outage the BFF reported, a maintenance window (every mutation that does
 * not list MaintenanceError answers it as a GraphQL error: the same `MaintenanceError` here, with the server's words),
 * another error it answered, else the network.
 */
export function requestFailure(error: unknown): MutationError {
  if (saidUnavailable(error)) return SERVICE_UNAVAILABLE;
  const maintenance = maintenanceError(error);
  if (maintenance) return { type: 'MaintenanceError', message: maintenance.message || undefined };
  return Array.isArray((error as { source?: { errors?: unknown } } | null)?.source?.errors)
    ? UNEXPECTED_ERROR
    : NETWORK_ERROR;
}

export function mutationResult<R extends Typed>(result: R): MutationResult<R> {
  if (result.__typename.endsWith('Payload')) return { ok: result as PayloadOf<R> };
  const { message, field, coins, until } = result as {
    message?: string | null;
    field?: string | null;
    coins?: number | null;
    until?: string | null;
  };
  return {
    error: {
      type: result.__typename,
      message: message || undefined,
      field: field || undefined,
      ...(typeof coins === 'number' ? { coins } : {}),
      ...(typeof until === 'string' ? { until } : {}),
    },
  };
}
