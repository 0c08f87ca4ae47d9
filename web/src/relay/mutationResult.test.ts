import { describe, expect, it } from 'vitest';
import { mutationResult, requestFailure } from './mutationResult';

describe('a mutation’s failure, one way', () => {
  const answered = (errors: unknown[]) => Object.assign(new Error('no data'), { source: { data: null, errors } });

  it('reads a maintenance window’s GraphQL error as the typed one, with the server’s words', () => {
    const message = 'Across is down for maintenance until 5 Jan 2026, 03:00 UTC. Please try again then.';
    const typed = mutationResult({ __typename: 'MaintenanceError', message, endsAt: '2026-01-05T03:00:00Z' });
    expect(typed.error).toEqual({ type: 'MaintenanceError', message });
    expect(
      requestFailure(answered([{ message, extensions: { code: 'MAINTENANCE', endsAt: '2026-01-05T03:00:00Z' } }])),
    ).toEqual(typed.error);
  });

  it('keeps the outage, another error and the network apart', () => {
    expect(requestFailure(answered([{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }])).type).toBe(
      'ServiceUnavailable',
    );
    expect(requestFailure(answered([{ message: 'Unexpected error.' }])).type).toBe('UnexpectedError');
    expect(requestFailure(new TypeError('Failed to fetch')).type).toBe('NetworkError');
  });
});
