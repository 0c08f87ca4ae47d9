/**
 * Why the server ended this session, as its socket's close reason says (docs/contract.md, close code 4401):
 * `LOGGED_IN_ELSEWHERE`, `ACCOUNT_BANNED`, `ACCOUNT_SUSPENDED <ISO time>` ... Null when the app has nothing to say
 * beyond taking the member to the login (a logout, a password change).
 */
export type SessionEnd = { kind: 'elsewhere' } | { kind: 'banned' } | { kind: 'suspended'; until: string };

export function sessionEnd(reason: string): SessionEnd | null {
  const [code, until] = reason.split(' ');
  if (code === 'LOGGED_IN_ELSEWHERE') return { kind: 'elsewhere' };
  if (code === 'ACCOUNT_BANNED') return { kind: 'banned' };
  if (code === 'ACCOUNT_SUSPENDED' && until && !Number.isNaN(Date.parse(until))) return { kind: 'suspended', until };
  return null;
}
