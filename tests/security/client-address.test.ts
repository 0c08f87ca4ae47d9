import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../bff/http/client-address';
import { GraphQLSession, nextConnected } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const LOGIN = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`;
const CODE = `mutation($input: VerificationCodeSendInput!) { verificationCodeSend(input: $input) { __typename } }`;
const member = { email: 'victim@example.test', password: 'long enough password', nickname: 'Victim' };

/** Fails logins for made-up addresses (so no account's own limit is touched) until refused. */
async function floodLogins(session: GraphQLSession, tag: string) {
  const answers: string[] = [];
  for (let i = 0; i < 22; i++)
    answers.push(
      (await session.request(LOGIN, { input: { email: `${tag}${i}@nowhere.test`, password: 'wrong password' } })).data
        .sessionLogin.__typename,
    );
  return answers;
}

async function floodCodes(session: GraphQLSession, tag: string) {
  const answers: string[] = [];
  for (let i = 0; i < 22; i++)
    answers.push(
      (await session.request(CODE, { input: { email: `${tag}${i}@nowhere.test`, purpose: 'REGISTER' } })).data
        .verificationCodeSend.__typename,
    );
  return answers;
}

/**
 * Item 1: upstream's per-client limits count the member's own address, which only the BFF
 * can vouch for; behind a load balancer the BFF reads X-Forwarded-For only when told to
 * trust it. One client's flood never locks out the others.
 */
describe('limits count the real client, not the BFF', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    await registerMember(stack.upstreamUrl, member);
  });
  afterAll(() => stack?.stop());

  it('lets client B log in and ask for codes, over HTTP and the socket, while client A is refused', async () => {
    const a = new GraphQLSession(stack.bffUrl, 'en', '127.0.0.2');
    expect((await floodLogins(a, 'a')).slice(-1)).toEqual(['TooManyAttemptsError']);
    expect((await floodCodes(a, 'a')).slice(-1)).toEqual(['TooManyAttemptsError']);

    const b = new GraphQLSession(stack.bffUrl, 'en', '127.0.0.3');
    expect(
      (await b.request(LOGIN, { input: { email: member.email, password: member.password } })).data.sessionLogin
        .__typename,
    ).toBe('SessionLoginPayload');
    expect(
      (await b.request(CODE, { input: { email: 'b-new@example.test', purpose: 'REGISTER' } })).data.verificationCodeSend
        .__typename,
    ).toBe('VerificationCodeSendPayload');
    const socket = b.wsClient();
    const connected = nextConnected(socket);
    const overSocket = new Promise<any>((resolve) =>
      socket.subscribe(
        { query: CODE, variables: { input: { email: 'b-socket@example.test', purpose: 'REGISTER' } } },
        { next: resolve, error: resolve, complete: () => {} },
      ),
    );
    await connected;
    expect((await overSocket).data.verificationCodeSend.__typename).toBe('VerificationCodeSendPayload');
    await socket.dispose();
  });

  it('ignores X-Forwarded-For from a client it was not told to trust', async () => {
    const c = new GraphQLSession(stack.bffUrl, 'en', '127.0.0.4');
    expect((await floodLogins(c, 'c')).slice(-1)).toEqual(['TooManyAttemptsError']);
    // Claiming to be someone else does not give the flooding client a fresh budget.
    const forged = await undiciFetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { email: 'c-x@nowhere.test', password: 'wrong password' } },
      }),
      dispatcher: new Agent({ localAddress: '127.0.0.4' }),
    });
    expect(((await forged.json()) as any).data.sessionLogin.__typename).toBe('TooManyAttemptsError');
  });

  it('ignores a client address sent straight to upstream without the BFF’s signature', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await fetch(`${stack.upstreamUrl}/user-service/account/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-across-client-ip': `203.0.113.${i}`,
          'x-across-client-signature': 'forged',
        },
        body: JSON.stringify({ email: `direct${i}@nowhere.test`, password: 'wrong password' }),
      });
      answers.push((await response.json()).data.reason);
    }
    expect(answers.slice(-1)).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});

describe('behind a trusted load balancer', () => {
  let stack: Stack;
  beforeAll(async () => {
    // The "load balancer" is every loopback peer; the client is what it appends to X-Forwarded-For.
    stack = await startStack({ bff: { trustedProxies: parseTrustedProxies('127.0.0.0/8') } });
    await registerMember(stack.upstreamUrl, member);
  });
  afterAll(() => stack?.stop());

  const viaBalancer = (client: string, body: unknown) =>
    fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        'x-forwarded-for': `10.9.9.9, ${client}`,
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<any>);

  it('counts each client by the address the balancer saw', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 22; i++)
      answers.push(
        (
          await viaBalancer('203.0.113.10', {
            query: LOGIN,
            variables: { input: { email: `lb${i}@nowhere.test`, password: 'wrong password' } },
          })
        ).data.sessionLogin.__typename,
      );
    expect(answers.slice(-1)).toEqual(['TooManyAttemptsError']);
    const other = await viaBalancer('203.0.113.11', {
      query: LOGIN,
      variables: { input: { email: member.email, password: member.password } },
    });
    expect(other.data.sessionLogin.__typename).toBe('SessionLoginPayload');
  });
});
