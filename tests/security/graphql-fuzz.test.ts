import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/schema';
import { GraphQLSession, nextConnected, type GraphQLResponse } from '../support/graphql-session';
import { memberRows } from '../support/members';
import { registerMember, startStack, type Stack } from '../support/stack';

const globalId = (typename: string, id: string | number) => Buffer.from(`${typename}:${id}`).toString('base64');

/**
 * Malformed values for one input field, by its GraphQL type. Wrong types are refused by GraphQL itself; they are sent
 * too.
 */
function badValues(type: GraphQLInputType, victimId: number): unknown[] {
  const named = getNamedType(type);
  const wrongTypes = [12345, true, { nested: 'object' }, ['a', 'list']];
  if (isListType(isNonNullType(type) ? type.ofType : type))
    return [[], Array.from({ length: 1000 }, () => '\u0000'), ...wrongTypes];
  if (isEnumType(named)) return ['NOT_A_VALUE', ...wrongTypes];
  if (isScalarType(named) && named.name === 'ID')
    return [
      '',
      'not a global id',
      globalId('User', '99999999999'),
      globalId('User', '-1'),
      globalId('User', '1e3'),
      globalId('User', `${victimId}\u0000`),
      globalId('AlbumPhoto', victimId),
      globalId('FriendRequest', 2 ** 31),
      ...wrongTypes,
    ];
  if (isScalarType(named) && named.name === 'Int') return [2_147_483_647, -2_147_483_648, 0, -1, 'ten', 1.5];
  if (isScalarType(named) && named.name === 'Boolean') return ['yes', 0, null];
  // Strings: empty, blank, long (within and beyond the body limit), control characters and NUL.
  return [
    '',
    '   ',
    'x'.repeat(90_000),
    'x'.repeat(110_000),
    'nul\u0000byte',
    '\u0007\u001b[31m\u202e',
    '😀'.repeat(5_000),
    ...wrongTypes,
  ];
}

/** A plausible value, so that only the field under test is wrong. */
function goodValue(type: GraphQLInputType, victimId: number): unknown {
  const named = getNamedType(type);
  if (isListType(isNonNullType(type) ? type.ofType : type)) return [];
  if (isEnumType(named))
    return named.getValues()[0].value === undefined ? named.getValues()[0].name : named.getValues()[0].name;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, goodValue(field.type, victimId)]),
    );
  if (named.name === 'ID') return globalId('User', victimId);
  if (named.name === 'Int') return 1;
  if (named.name === 'Boolean') return true;
  return 'plain text';
}

/**
 * Every mutation with its `input` fields, read from the schema so a new mutation is fuzzed without editing this test.
 */
function mutationsWithInput() {
  return Object.values(schema.getMutationType()!.getFields()).filter((field) =>
    field.args.some((arg) => arg.name === 'input'),
  ) as Array<GraphQLField<unknown, unknown>>;
}

function documentFor(mutation: GraphQLField<unknown, unknown>) {
  const input = mutation.args.find((arg) => arg.name === 'input')!;
  const result = getNamedType(mutation.type);
  const selection = isUnionType(result) ? '__typename ... on Error { message }' : '__typename';
  return `mutation Fuzz($input: ${input.type.toString()}) { ${mutation.name}(input: $input) { ${selection} } }`;
}

/**
 * What a malformed value may get: typed errors, GraphQL's own refusals, known codes. Never a masked fault or a leak.
 */
function expectHandled(response: GraphQLResponse & { status?: number }, what: string) {
  expect(response.status ?? 200, what).toBeLessThan(500);
  for (const error of response.errors ?? []) {
    expect(error.extensions?.code, `${what}: ${error.message}`).not.toBe('INTERNAL_SERVER_ERROR');
    expect(error.message, what).not.toMatch(/Unexpected error|stack|at \w+ \(|SQL|relation|undici|ECONN|upstream/i);
  }
}

/**
 * Item 10: malformed values in every mutation input field (wrong types, empty, 100 KB,
 * control characters, huge numbers) get a clear refusal, never a 5xx or a masked fault,
 * and change nothing that belongs to another member. The REST side is fuzzed in
 * rest-fuzz.test.ts.
 */
describe('fuzzing every mutation input', () => {
  let stack: Stack;
  let caller: GraphQLSession;
  let victimId: number;
  let callerId: number;

  beforeAll(async () => {
    stack = await startStack();
    const victim = { email: 'victim@example.test', password: 'long enough password', nickname: 'Victim' };
    const fuzzer = { email: 'fuzzer@example.test', password: 'long enough password', nickname: 'Fuzzer' };
    victimId = (await registerMember(stack.upstreamUrl, victim)).id;
    callerId = (await registerMember(stack.upstreamUrl, fuzzer)).id;
    // The victim has things to lose: a follow and a friend request to someone else.
    const third = await registerMember(stack.upstreamUrl, {
      email: 'third@example.test',
      password: 'long enough password',
      nickname: 'Third',
    });
    const victimSession = await new GraphQLSession(stack.bffUrl).login(victim.email, victim.password);
    await victimSession.request(`mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }`, {
      id: globalId('User', third.id),
    });
    await victimSession.request(
      `mutation($id: ID!) { friendAdd(input: { userId: $id, message: "hi" }) { __typename } }`,
      { id: globalId('User', third.id) },
    );
    caller = await new GraphQLSession(stack.bffUrl).login(fuzzer.email, fuzzer.password);
  });
  afterAll(() => stack?.stop());

  it('refuses malformed values over HTTP and leaves other members’ rows alone', async () => {
    const before = await memberRows(stack.upstream, { except: callerId });
    const mutations = mutationsWithInput();
    expect(mutations.length).toBeGreaterThan(15);
    let sent = 0;
    for (const mutation of mutations) {
      const inputType = getNamedType(mutation.args.find((arg) => arg.name === 'input')!.type);
      if (!isInputObjectType(inputType)) continue;
      const valid = goodValue(inputType, victimId) as Record<string, unknown>;
      for (const field of Object.values(inputType.getFields())) {
        for (const bad of badValues(field.type, victimId)) {
          const body = JSON.stringify({
            query: documentFor(mutation),
            variables: { input: { ...valid, [field.name]: bad } },
          });
          const response = await fetch(`${stack.bffUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: caller.cookie! },
            body,
          });
          const answer = response.status === 413 ? {} : ((await response.json()) as GraphQLResponse);
          expectHandled(
            { ...answer, status: response.status },
            `${mutation.name}.${field.name} = ${JSON.stringify(bad).slice(0, 40)}`,
          );
          sent++;
        }
      }
      // The caller is still logged in (a mutation of theirs may not end their session by accident).
      if ((await caller.request('{ viewer { id } }')).data.viewer === null && mutation.name !== 'accountCancel')
        throw new Error(`${mutation.name} logged the caller out`);
    }
    expect(sent).toBeGreaterThan(200);
    expect(await memberRows(stack.upstream, { except: callerId })).toEqual(before);
  });

  it('refuses them over the socket too, which stays open', async () => {
    const client = caller.wsClient();
    let closes = 0;
    client.on('closed', () => closes++);
    const connected = nextConnected(client);
    void client.subscribe(
      { query: 'subscription { viewerEvents { __typename } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await connected;
    for (const mutation of mutationsWithInput()) {
      const inputType = getNamedType(mutation.args.find((arg) => arg.name === 'input')!.type);
      if (!isInputObjectType(inputType)) continue;
      const valid = goodValue(inputType, victimId) as Record<string, unknown>;
      for (const field of Object.values(inputType.getFields())) {
        const [first, , , , nul] = badValues(field.type, victimId);
        for (const bad of [first, nul]) {
          const answer = await new Promise<GraphQLResponse>((resolve) =>
            client.subscribe(
              { query: documentFor(mutation), variables: { input: { ...valid, [field.name]: bad } } },
              {
                next: (value) => resolve(value as GraphQLResponse),
                error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
                complete: () => {},
              },
            ),
          );
          expectHandled(answer, `socket ${mutation.name}.${field.name}`);
        }
      }
    }
    expect(closes).toBe(0);
    await client.dispose();
  });
});
