import { describe, expect, it } from 'vitest';
import { sessionEnd } from './sessionEnd';

describe('why a session ended, from its socket close reason', () => {
  it('says another login, a ban, a suspension with until when; nothing for the rest', () => {
    expect(sessionEnd('LOGGED_IN_ELSEWHERE')).toEqual({ kind: 'elsewhere' });
    expect(sessionEnd('ACCOUNT_BANNED')).toEqual({ kind: 'banned' });
    expect(sessionEnd('ACCOUNT_SUSPENDED 2026-12-04T10:00:00.000Z')).toEqual({
      kind: 'suspended',
      until: '2026-12-04T10:00:00.000Z',
    });
    expect(sessionEnd('ACCOUNT_SUSPENDED nonsense')).toBeNull();
    expect(sessionEnd('LOGOUT')).toBeNull();
    expect(sessionEnd('PASSWORD_CHANGED')).toBeNull();
  });
});
