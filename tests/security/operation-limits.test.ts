import { readFileSync } from 'node:fs';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYoga } from 'graphql-yoga';
import { operationLimitPlugins } from '../../bff/operation-limits';
import { PERSISTED_OPERATIONS_FILE } from '../../bff/persisted-operations';
import { schema } from '../../bff/schema';
import { GraphQLSession, nextClose, nextConnected } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const LIMIT = {
  message: 'This operation is too large or too complex.',
  extensions: expect.objectContaining({ code: 'OPERATION_LIMIT' }),
};

const ABUSIVE: Record<string, string> = {
  'a query 9 fields deep': `{ viewer { friendRequests(first: 1) { edges { node { applicant { albumPhotos(first: 1) { edges { node { id } } } } } } } } }`,
  'sixteen aliases': `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`,
  'twenty-one directives':
    `{ viewer { ${Array.from({ length: 21 }, (_, i) => `f${i}: id @include(if: true)`).join(' ')} } }`.replace(
      /f\d+: /g,
      '',
    ),
  'more than a thousand tokens': `{ viewer { ${'id '.repeat(1200)} } }`,
  '100 × 49 × 49 nested lists': `{ nodes(ids: [${Array.from({ length: 100 }, (_, i) => `"${Buffer.from(`User:${i + 1}`).toString('base64')}"`).join(',')}]) { ... on Viewer { friends(first: 49) { edges { node { albumPhotos(first: 49) { edges { node { id url } } } } } } } } }`,
};

/**
 * Item 5: depth, aliases, directives, tokens and a list-aware cost are limited on every
 * operation, with one generic message, over HTTP and over the socket alike; the web
 * client's own operations all fit.
 */
describe('operation limits', () => {
  let stack: Stack;
  let session: GraphQLSession;
  let client: Client;

  beforeAll(async () => {
    stack = await startStack();
    await registerMember(stack.upstreamUrl, {
      email: 'limits@example.test',
      password: 'long enough password',
      nickname: 'Limits',
    });
    session = await new GraphQLSession(stack.bffUrl).login('limits@example.test', 'long enough password');
    client = session.wsClient();
    const connected = nextConnected(client);
    void client.subscribe(
      { query: 'subscription { viewerEvents { __typename } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the socket's first presence report
  });
  afterAll(async () => {
    await client?.dispose();
    await stack?.stop();
  });

  const overSocket = (query: string) =>
    new Promise<unknown>((resolve) =>
      client.subscribe({ query }, { next: (value) => resolve(value.errors), error: resolve, complete: () => {} }),
    );

  for (const [what, query] of Object.entries(ABUSIVE)) {
    it(`refuses ${what} over HTTP and over the socket`, async () => {
      const before = stack.bff.transport.requestCount;
      expect((await session.request(query)).errors).toEqual([expect.objectContaining(LIMIT)]);
      expect(stack.bff.transport.requestCount).toBe(before); // refused before anything ran
      expect(await overSocket(query)).toEqual([expect.objectContaining(LIMIT)]);
    });
  }

  it('refuses a 1 MB document before reading it, on either transport', async () => {
    const huge = `{ ${Array.from({ length: 60_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    const response = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: session.cookie! },
      body: JSON.stringify({ query: huge }),
    });
    expect(response.status).toBe(413);
    const other = session.wsClient();
    const closed = nextClose(other);
    void other.subscribe({ query: huge }, { next: () => {}, error: () => {}, complete: () => {} });
    expect((await closed).code).toBe(1009); // Message Too Big: the socket's payload limit
    await other.dispose();
  });

  it('refuses more than 50 nodes at once, in the member’s language', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => Buffer.from(`User:${i + 1}`).toString('base64'));
    const answer = await new GraphQLSession(stack.bffUrl, 'de').request(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids },
    );
    // Anonymous, so the cost is fine and the cap itself answers.
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Bitte höchstens 50 IDs auf einmal anfragen.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lets every operation of the web client through', () => {
    const operations = Object.values(
      JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>,
    );
    expect(operations.length).toBeGreaterThan(20);
    // Validated, not run: the same envelop the BFF builds, with the same limit plugins.
    const {
      parse,
      validate,
      schema: envelopedSchema,
    } = createYoga({ schema, plugins: operationLimitPlugins() }).getEnveloped({
      request: new Request('http://bff/graphql', { method: 'POST' }),
    } as never);
    for (const text of operations) expect(validate(envelopedSchema, parse(text)), text.split('\n')[0]).toEqual([]);
  });
});
