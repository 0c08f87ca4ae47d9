import sharp from 'sharp';
import SystemListsQuery from '../../web/src/__generated__/RegisterWizardQuery.graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession } from '../support/graphql-session';
import { readLatestCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';

const SEND = `mutation($input: VerificationCodeSendInput!) { verificationCodeSend(input: $input) {
  __typename ... on VerificationCodeSendPayload { resendAfterSeconds } ... on Error { message } ... on ValidationError { field } } }`;
const CHECK = `mutation($input: VerificationCodeCheckInput!) { verificationCodeCheck(input: $input) { __typename ... on Error { message } } }`;
const REGISTER = `mutation($input: AccountRegisterInput!) { accountRegister(input: $input) {
  __typename ... on AccountRegisterPayload { viewer { id email profileComplete user { nickname } } } ... on Error { message } ... on ValidationError { field } } }`;
const PROFILE = `mutation($input: ProfileUpdateInput!) { profileUpdate(input: $input) {
  __typename ... on ProfileUpdatePayload { viewer { birthday { year month day } profileComplete user { nickname gender age regionCode heightCm weightKg occupation hobbies signature language avatarUrl } } }
  ... on ValidationError { field message } } }`;
const VIEWER = `{ viewer { id profileComplete user { nickname avatarUrl } } }`;

describe('accounts through the BFF', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  async function registered(email: string, language = 'en', nickname?: string) {
    const session = new GraphQLSession(stack.bffUrl, language);
    const sent = await session.request(SEND, { input: { email, purpose: 'REGISTER' } });
    expect(sent.data.verificationCodeSend).toEqual({
      __typename: 'VerificationCodeSendPayload',
      resendAfterSeconds: 60,
    });
    const code = await readLatestCode(stack.upstreamUrl, email, 'register');
    expect(
      (await session.request(CHECK, { input: { email, purpose: 'REGISTER', code } })).data.verificationCodeCheck
        .__typename,
    ).toBe('VerificationCodeCheckPayload');
    const result = await session.request(REGISTER, {
      input: { email, code, password: 'a good password', ...(nickname ? { nickname } : {}) },
    });
    expect(result.data.accountRegister).toMatchObject({
      __typename: 'AccountRegisterPayload',
      viewer: { email, profileComplete: false },
    });
    return session;
  }

  it('registers with a mailed code and is logged in at once', async () => {
    const session = await registered('nora@example.test', 'en', 'Nora');
    expect(session.lastSetCookie).toMatch(/^across_session=[^;]+; .*HttpOnly/);
    expect((await session.request(VIEWER)).data.viewer.user.nickname).toBe('Nora');
  });

  it('answers a wrong code with CodeInvalidError and an unsent one the same way', async () => {
    const session = new GraphQLSession(stack.bffUrl, 'es');
    await session.request(SEND, { input: { email: 'wrong@example.test', purpose: 'REGISTER' } });
    const code = await readLatestCode(stack.upstreamUrl, 'wrong@example.test', 'register');
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const result = await session.request(REGISTER, {
      input: { email: 'wrong@example.test', code: wrong, password: 'a good password' },
    });
    expect(result.data.accountRegister).toEqual({
      __typename: 'CodeInvalidError',
      message: 'El código de verificación no es correcto.',
    });
    const never = await session.request(CHECK, {
      input: { email: 'never@example.test', purpose: 'REGISTER', code: '123456' },
    });
    expect(never.data.verificationCodeCheck.__typename).toBe('CodeInvalidError');
    expect(session.cookie).toBeUndefined();
  });

  it('sets up the profile step by step and names the graph’s field in errors', async () => {
    const session = await registered('step@example.test');
    const personal = await session.request(PROFILE, {
      input: { birthday: { year: 1990, month: 5, day: 17 }, language: 'fr', gender: 'FEMALE', regionCode: 'FR' },
    });
    expect(personal.data.profileUpdate.viewer).toMatchObject({
      birthday: { year: 1990, month: 5, day: 17 },
      user: { gender: 'FEMALE', regionCode: 'FR', language: 'fr' },
    });
    const bad = await session.request(PROFILE, { input: { hobbies: ['hiking', 'music', 'yoga', 'tennis'] } });
    expect(bad.data.profileUpdate).toMatchObject({ __typename: 'ValidationError', field: 'hobbies' });
    const tooTall = await session.request(PROFILE, { input: { heightCm: 300 } });
    expect(tooTall.data.profileUpdate).toMatchObject({ __typename: 'ValidationError', field: 'heightCm' });

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: File!) { avatarUpload(file: $file) { __typename ... on AvatarUploadPayload { viewer { user { avatarUrl } } } ... on ValidationError { field message } } }',
        variables: { file: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { cookie: session.cookie!, 'x-graphql-yoga-csrf': '1' },
      body: form,
    }).then((r) => r.json());
    const avatarUrl = uploaded.data.avatarUpload.viewer.user.avatarUrl;
    expect(avatarUrl).toMatch(/^\/media\/avatars\//);
    const image = await fetch(`${stack.bffUrl}${avatarUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const setup = await session.request(PROFILE, {
      input: {
        nickname: 'Step',
        heightCm: 168,
        weightKg: 58,
        signature: 'Hi',
        occupation: 'design',
        hobbies: ['travel', 'music'],
      },
    });
    expect(setup.data.profileUpdate.viewer).toMatchObject({
      profileComplete: true,
      user: { nickname: 'Step', hobbies: ['travel', 'music'] },
    });
  });

  it('offers the profile lists in the member’s language', async () => {
    const session = new GraphQLSession(stack.bffUrl, 'zh-TW');
    const lists = await session.request(
      `{ systemLists { hobbies { code name } regions { code name } languages { code } occupations { code name } heightCm { min max } weightKg { min max } } developmentMailboxUrl }`,
    );
    expect(lists.data.systemLists.regions).toContainEqual({ code: 'JP', name: '日本' });
    expect(lists.data.systemLists.hobbies).toContainEqual({ code: 'travel', name: '旅行' });
    expect(lists.data.systemLists.languages.length).toBeGreaterThanOrEqual(100);
    expect(lists.data.systemLists.heightCm).toEqual({ min: 140, max: 220 });
    expect(lists.data.developmentMailboxUrl).toBe('/dev/mailbox');
    const page = await fetch(`${stack.bffUrl}/dev/mailbox`);
    expect(await page.text()).toContain('Development mailbox');
  });

  it('changes the password, then cancels the account and forgets the session', async () => {
    const session = await registered('bye@example.test');
    const change = `mutation($input: PasswordChangeInput!) { passwordChange(input: $input) { __typename ... on ValidationError { field } } }`;
    expect(
      (await session.request(change, { input: { currentPassword: 'not it', password: 'another good one' } })).data
        .passwordChange.__typename,
    ).toBe('InvalidCredentialsError');
    expect(
      (await session.request(change, { input: { currentPassword: 'a good password', password: 'short' } })).data
        .passwordChange,
    ).toEqual({ __typename: 'ValidationError', field: 'password' });
    expect(
      (await session.request(change, { input: { currentPassword: 'a good password', password: 'another good one' } }))
        .data.passwordChange.__typename,
    ).toBe('PasswordChangePayload');

    const cancel = `mutation($input: AccountCancelInput!) { accountCancel(input: $input) { __typename } }`;
    expect(
      (await session.request(cancel, { input: { password: 'a good password' } })).data.accountCancel.__typename,
    ).toBe('InvalidCredentialsError');
    expect(
      (await session.request(cancel, { input: { password: 'another good one' } })).data.accountCancel.__typename,
    ).toBe('AccountCancelPayload');
    expect(session.cookie).toBeUndefined();
    const login = await new GraphQLSession(stack.bffUrl).request(
      `mutation { sessionLogin(input: { email: "bye@example.test", password: "another good one" }) { __typename } }`,
    );
    expect(login.data.sessionLogin.__typename).toBe('InvalidCredentialsError');
  });

  it('refuses account mutations without a session', async () => {
    const anonymous = new GraphQLSession(stack.bffUrl);
    const result = await anonymous.request(PROFILE, { input: { nickname: 'Nobody' } });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the BFF in production', () => {
  it('offers no GraphiQL, no development mailbox and no mailbox URL', async () => {
    const stack = await startStack();
    const { buildBff } = await import('../../bff/server');
    const production = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: 'production-secret',
      production: true,
      secureCookies: true,
      webDist: undefined,
    });
    const url = await production.start();
    try {
      const graphiql = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await graphiql.text()).not.toContain('GraphiQL');
      const mailbox = await fetch(`${url}/dev/mailbox`);
      expect(await mailbox.text()).not.toContain('Development mailbox');
      const session = new GraphQLSession(url);
      // Production runs only persisted operations: the web client's registration query asks for it.
      expect((await session.send({ documentId: SystemListsQuery.params.id })).data.developmentMailboxUrl).toBeNull();
    } finally {
      await production.stop();
      await stack.stop();
    }
  });
});
