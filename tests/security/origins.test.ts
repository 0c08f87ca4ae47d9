import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CSRF_HEADERS, GraphQLSession } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const FLIP = `mutation { privacySettingsUpdate(input: { likesPublic: false }) { __typename } }`;

/**
 * Item 4: only the product's own origin (and ALLOWED_ORIGINS) may use the member's cookie;
 * every HTTP operation needs the CSRF header, which a form or a simple request cannot
 * carry; the WebSocket handshake checks Origin.
 */
describe('only our own pages act as the member', () => {
  let stack: Stack;
  let session: GraphQLSession;
  let ownOrigin: string;

  beforeAll(async () => {
    stack = await startStack({ bff: { allowedOrigins: [PARTNER] } });
    ownOrigin = stack.bffUrl;
    await registerMember(stack.upstreamUrl, {
      email: 'origin@example.test',
      password: 'long enough password',
      nickname: 'Origin',
    });
    session = await new GraphQLSession(stack.bffUrl).login('origin@example.test', 'long enough password');
  });
  afterAll(() => stack?.stop());

  const likesPublic = async () =>
    (await session.request(`{ viewer { privacySettings { likesPublic } } }`)).data.viewer.privacySettings.likesPublic;
  const post = (headers: Record<string, string>, body: string | FormData) =>
    fetch(`${stack.bffUrl}/graphql`, { method: 'POST', headers: { cookie: session.cookie!, ...headers }, body });

  it('refuses an operation from another site, however it is sent, and changes nothing', async () => {
    const json = JSON.stringify({ query: FLIP });
    const attempts: Array<[string, Record<string, string>, string | FormData]> = [
      ['JSON from another origin', { origin: EVIL, 'content-type': 'application/json', ...CSRF_HEADERS }, json],
      [
        'a form post',
        { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        `query=${encodeURIComponent(FLIP)}`,
      ],
      [
        'a form post from no origin header',
        { 'content-type': 'application/x-www-form-urlencoded' },
        `query=${encodeURIComponent(FLIP)}`,
      ],
      ['text/plain', { 'content-type': 'text/plain' }, json],
      ['JSON without the CSRF header', { origin: ownOrigin, 'content-type': 'application/json' }, json],
    ];
    for (const [what, headers, body] of attempts) {
      const response = await post(headers, body);
      expect(response.status, what).toBe(403);
      expect(response.headers.get('access-control-allow-origin'), what).toBeNull();
    }
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: FLIP, variables: {} }));
    form.set('map', '{}');
    expect((await post({ origin: EVIL }, form)).status).toBe(403);
    expect((await post({}, form)).status).toBe(403); // multipart needs the header too
    const get = await fetch(`${stack.bffUrl}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { cookie: session.cookie! },
    });
    expect(get.status).toBe(403);
    expect(await likesPublic()).toBe(true);
  });

  it('answers a preflight only for allowed origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.bffUrl}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-graphql-yoga-csrf',
        },
      });
    const evil = await preflight(EVIL);
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const partner = await preflight(PARTNER);
    expect(partner.status).toBeLessThan(300);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('runs operations from our own pages and the allowed list', async () => {
    const own = await post(
      { origin: ownOrigin, 'content-type': 'application/json', ...CSRF_HEADERS },
      JSON.stringify({ query: '{ viewer { user { nickname } } }' }),
    );
    expect((await own.json()).data.viewer.user.nickname).toBe('Origin');
    const partner = await post(
      { origin: PARTNER, 'content-type': 'application/json', ...CSRF_HEADERS },
      JSON.stringify({ query: '{ viewer { user { nickname } } }' }),
    );
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect((await partner.json()).data.viewer.user.nickname).toBe('Origin');
  });

  it('refuses a WebSocket handshake from another origin', async () => {
    const handshake = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${stack.bffUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
          headers: { cookie: session.cookie!, origin },
        });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('error', () => {});
      });
    expect(await handshake(EVIL)).toBe(403);
    expect(await handshake('null')).toBe(403);
    expect(await handshake(ownOrigin)).toBe(101);
    expect(await handshake(PARTNER)).toBe(101);
  });
});
