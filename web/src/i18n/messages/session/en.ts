/**
 * English, the source of the session strings: the session and its live connection: signed out elsewhere, reconnecting,
 * offline. Every language has exactly these keys.
 */
const session = {
  'session.elsewhere.title': 'Signed in on another device',
  'session.elsewhere.body':
    'Your account was signed in on another device, so you have been logged out here. If this was not you, please change your password.',
  'session.elsewhere.ok': 'OK',
  'session.suspended.title': 'Account suspended',
  'session.suspended.body':
    'A moderator suspended your account for breaking the community rules. You can log in again after {until, date, long} {until, time, short}.',
  'session.banned.title': 'Account banned',
  'session.banned.body': 'A moderator banned your account for breaking the community rules. You cannot log in again.',
  'connection.reconnecting': 'Connection lost. Reconnecting…',
  'connection.offline': 'You are offline: new messages and requests will not arrive.',
  'connection.retry': 'Try again',
};

export default session;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof session, string> {}
}
