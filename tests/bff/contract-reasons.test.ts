import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorForReason } from '../../bff/core/errors';
import { schema } from '../../bff/schema';

const contract = readFileSync(path.join(__dirname, '..', '..', 'docs', 'contract.md'), 'utf8');
const section = (from: string, to: string) => contract.slice(contract.indexOf(from), contract.indexOf(to));

/**
 * Codes the text names, in backticks or quotes (`BLOCKED`, `{ "reason": "UNAUTHENTICATED" }`); two letters are region
 * codes.
 */
const codesIn = (text: string) =>
  new Set(Array.from(text.matchAll(/[`"]([A-Z][A-Z0-9_]{3,})[`"]/g), (match) => match[1]));

/**
 * Every code the REST routes name: the reasons of upstream's envelope, and a few names that are not reasons (below).
 */
const named = codesIn(section('## /user-service REST', '## Webhooks'));

/** Named among the routes but no reason: settings, and why a session ended (the `session.ended` event's `reason`). */
const SETTINGS = [
  'WEBHOOK_SECRET',
  'STAFF_SECRET_KEY',
  'MEDIA_SECRET',
  'SMTP_URL',
  'REGISTERED_USER_CAP',
  'LOOKUP_LIMITS',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
];
/** HTTP methods the text names in backticks (“every `POST` is refused”). */
const HTTP_METHODS = ['POST'];
const SESSION_END_REASONS = [
  ...codesIn(contract.split('\n').find((line) => line.startsWith('| `session.ended`')) ?? ''),
];

/** Reasons no graph operation meets as a refusal, each with why; everything else maps to a typed error. */
const NOT_GRAPH_REFUSALS: Record<string, string> = {
  INTERNAL: 'an unexpected fault: masked, as any reason no domain registered',
  NOT_FOUND: 'no such route (a bug, masked) or object: a field that meets it says what it means (albumPhotoDelete)',
  UPLOAD_USED: 'an upload grant used twice: the upload path is a pass-through, not the graph',
  LENGTH_REQUIRED: 'the BFF’s own answer on the upload path, before upstream',
  PAYMENT_SIGNATURE: 'a payment provider’s notice to upstream, which the BFF never sends',
};

const reasons = [...named].filter(
  (code) =>
    !SETTINGS.includes(code) &&
    !HTTP_METHODS.includes(code) &&
    !SESSION_END_REASONS.includes(code) &&
    !(code in NOT_GRAPH_REFUSALS),
);

/**
 * A typed error: a type of the schema that implements `Error` (errors as data), or a GraphQL error with a code the
 * client acts on.
 */
function typedErrorOf(error: Error): string | null {
  const type = schema.getType(error.name);
  if (type instanceof GraphQLObjectType && type.getInterfaces().some((face) => face.name === 'Error')) return type.name;
  if (error instanceof GraphQLError && typeof error.extensions.code === 'string') return error.extensions.code;
  return null;
}

describe('upstream reasons in docs/contract.md and the typed errors of the graph', () => {
  it('reads the reasons out of the contract', () => {
    expect(SESSION_END_REASONS).toEqual([
      'LOGOUT',
      'LOGGED_IN_ELSEWHERE',
      'PASSWORD_CHANGED',
      'PASSWORD_RESET',
      'ACCOUNT_CANCELLED',
      'ACCOUNT_SUSPENDED',
      'ACCOUNT_BANNED',
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'UNAUTHENTICATED',
        'VALIDATION',
        'RATE_LIMITED',
        'BLOCKED',
        'INSUFFICIENT_COINS',
        'FRIEND_SELF',
        'TRANSLATION_FAILED',
      ]),
    );
  });

  it.each(reasons)('%s maps to a registered typed error', (reason) => {
    const toError = errorForReason(reason);
    expect(toError, `no domain registered ${reason} (onUpstreamReasons in its errors.ts)`).toBeDefined();
    const error = toError!('In the member’s language.', {
      reason,
      field: 'field',
      retryAfterSeconds: 5,
      characters: 10,
      coins: 1,
    });
    expect(
      typedErrorOf(error),
      `${reason} becomes ${error.name}, which the schema does not answer as a typed error`,
    ).not.toBeNull();
    expect(error.message).toBe('In the member’s language.');
  });

  it('names every exception and every setting it leaves out, and registers none of the exceptions', () => {
    for (const code of [...SETTINGS, ...Object.keys(NOT_GRAPH_REFUSALS)]) expect(named, code).toContain(code);
    for (const code of Object.keys(NOT_GRAPH_REFUSALS)) expect(errorForReason(code), code).toBeUndefined();
  });
});
