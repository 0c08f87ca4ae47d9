import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, subscribe } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const LOGIN = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { ... on SessionLoginPayload { viewer { user { id } } } } }`;
const ADD = `mutation($input: FriendAddInput!) { friendAdd(input: $input) { __typename ... on FriendAddPayload { status user { id isFriend friendRequestSent } } ... on FriendError { code message } ... on Error { message } } }`;
const REQUESTS = `{ viewer { pendingFriendRequestCount friendRequests(first: 10) { totalCount pendingCount edges { node { id status message createdAt applicant { id nickname isFriend } } } } } }`;
const FRIENDS = `{ viewer { friends(first: 10) { totalCount edges { remarkName firstLetter node { id nickname isFriend friendRemarkName } } } } }`;
const DEAL = (field: string) =>
  `mutation($input: ${field[0].toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { __typename ... on ${field[0].toUpperCase()}${field.slice(1)}Payload { request { id status applicant { id isFriend } } viewer { pendingFriendRequestCount friends(first: 5) { totalCount } } } ... on FriendError { code } ... on ValidationError { field } } }`;

interface Member {
  session: GraphQLSession;
  id: string;
}

describe('friends through the BFF', () => {
  let stack: Stack;
  let ana: Member;
  let ben: Member;
  let cleo: Member;

  async function member(n: string, nickname: string): Promise<Member> {
    const email = `${n}@example.test`;
    await stack.upstream.accounts.createMember({ email, password: 'long enough', nickname, language: 'en' });
    const session = new GraphQLSession(stack.bffUrl);
    const result = await session.request(LOGIN, { input: { email, password: 'long enough' } });
    return { session, id: result.data.sessionLogin.viewer.user.id as string };
  }
  const add = (who: Member, to: Member, message?: string) =>
    who.session.request(ADD, { input: { userId: to.id, message } });
  const seen = async (who: Member, other: Member) =>
    (
      await who.session.request(
        `query($id: ID!) { node(id: $id) { ... on User { isFriend friendRequestSent friendRemarkName } } }`,
        { id: other.id },
      )
    ).data.node;

  beforeAll(async () => {
    stack = await startStack();
    ana = await member('ana', 'Ana');
    ben = await member('ben', 'Ben');
    cleo = await member('cleo', 'Cleo');
  }, 60_000);
  afterAll(() => stack?.stop());

  it('sends a pending request that only its recipient sees, and accepting makes friends both ways', async () => {
    const sent = await add(ana, ben, 'Hi Ben');
    expect(sent.data.friendAdd).toEqual({
      __typename: 'FriendAddPayload',
      status: 'PENDING',
      user: { id: ben.id, isFriend: false, friendRequestSent: true },
    });
    expect(await seen(ana, ben)).toEqual({ isFriend: false, friendRequestSent: true, friendRemarkName: null });

    const received = await ben.session.request(REQUESTS);
    expect(received.data.viewer).toMatchObject({
      pendingFriendRequestCount: 1,
      friendRequests: {
        totalCount: 1,
        pendingCount: 1,
        edges: [
          {
            node: { status: 'PENDING', message: 'Hi Ben', applicant: { id: ana.id, nickname: 'Ana', isFriend: false } },
          },
        ],
      },
    });
    const requestId = received.data.viewer.friendRequests.edges[0].node.id;
    expect((await ana.session.request(REQUESTS)).data.viewer).toMatchObject({
      pendingFriendRequestCount: 0,
      friendRequests: { totalCount: 0 },
    });

    // Someone else's lists and requests are not readable by any path.
    // (Lists live on Viewer, which another member cannot reach: tests/security/viewer-privacy.test.ts.)
    const viaNode = await cleo.session.request(
      `query($id: ID!) { node(id: $id) { ... on User { nickname friendRequests(first: 5) { totalCount } } } }`,
      { id: ben.id },
    );
    expect(viaNode.errors?.[0].message).toMatch(/Cannot query field "friendRequests" on type "User"/);
    const requestNode = `query($id: ID!) { node(id: $id) { __typename ... on FriendRequest { status applicant { id } } } }`;
    expect((await cleo.session.request(requestNode, { id: requestId })).data.node).toBeNull();
    expect((await ana.session.request(requestNode, { id: requestId })).data.node).toBeNull();
    expect((await ben.session.request(requestNode, { id: requestId })).data.node).toEqual({
      __typename: 'FriendRequest',
      status: 'PENDING',
      applicant: { id: ana.id },
    });

    // Only the recipient may accept.
    expect(
      (await ana.session.request(DEAL('friendRequestAccept'), { input: { requestId } })).data.friendRequestAccept,
    ).toEqual({ __typename: 'FriendError', code: 'APPLY_NOT_FOUND' });
    const accepted = await ben.session.request(DEAL('friendRequestAccept'), { input: { requestId } });
    expect(accepted.data.friendRequestAccept).toEqual({
      __typename: 'FriendRequestAcceptPayload',
      request: { id: requestId, status: 'ACCEPTED', applicant: { id: ana.id, isFriend: true } },
      viewer: { pendingFriendRequestCount: 0, friends: { totalCount: 1 } },
    });
    expect(
      (await ben.session.request(DEAL('friendRequestReject'), { input: { requestId } })).data.friendRequestReject,
    ).toEqual({ __typename: 'FriendError', code: 'APPLY_NOT_PENDING' });
    expect(await seen(ana, ben)).toEqual({ isFriend: true, friendRequestSent: false, friendRemarkName: null });
    expect(await seen(ben, ana)).toEqual({ isFriend: true, friendRequestSent: false, friendRemarkName: null });
    expect((await ana.session.request(FRIENDS)).data.viewer.friends).toEqual({
      totalCount: 1,
      edges: [
        {
          remarkName: null,
          firstLetter: 'B',
          node: { id: ben.id, nickname: 'Ben', isFriend: true, friendRemarkName: null },
        },
      ],
    });

    const again = await add(ben, ana);
    expect(again.data.friendAdd).toMatchObject({
      __typename: 'FriendError',
      code: 'ALREADY_FRIENDS',
      message: expect.stringMatching(/already friends/),
    });
  });

  it('adds at once when the member lets anyone add them; rejects; updates and clears remark names; removes', async () => {
    await cleo.session.request(
      `mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: false }) { __typename } }`,
    );
    expect((await add(ana, cleo)).data.friendAdd).toEqual({
      __typename: 'FriendAddPayload',
      status: 'ACCEPTED',
      user: { id: cleo.id, isFriend: true, friendRequestSent: false },
    });

    const remark = `mutation($input: FriendRemarkUpdateInput!) { friendRemarkUpdate(input: $input) { __typename ... on FriendRemarkUpdatePayload { user { id friendRemarkName } } ... on FriendError { code } ... on ValidationError { field message } } }`;
    expect(
      (await ana.session.request(remark, { input: { userId: cleo.id, remarkName: ' Aunt C ' } })).data
        .friendRemarkUpdate,
    ).toEqual({
      __typename: 'FriendRemarkUpdatePayload',
      user: { id: cleo.id, friendRemarkName: 'Aunt C' },
    });
    const friends = (await ana.session.request(FRIENDS)).data.viewer.friends;
    expect(
      friends.edges.map((e: { remarkName: string | null; firstLetter: string; node: { id: string } }) => [
        e.node.id,
        e.remarkName,
        e.firstLetter,
      ]),
    ).toEqual([
      [cleo.id, 'Aunt C', 'A'],
      [ben.id, null, 'B'],
    ]);
    // Ana's remark is hers alone
    expect(await seen(cleo, ana)).toEqual({ isFriend: true, friendRequestSent: false, friendRemarkName: null });
    expect(
      (await ana.session.request(remark, { input: { userId: cleo.id, remarkName: 'x'.repeat(33) } })).data
        .friendRemarkUpdate,
    ).toMatchObject({ __typename: 'ValidationError', field: 'friendUserRemarkName' });
    expect(
      (await ana.session.request(remark, { input: { userId: cleo.id, remarkName: 'Cleo' } })).data.friendRemarkUpdate
        .user.friendRemarkName,
    ).toBeNull();
    expect(
      (await ben.session.request(remark, { input: { userId: cleo.id, remarkName: 'x' } })).data.friendRemarkUpdate,
    ).toEqual({ __typename: 'FriendError', code: 'NOT_FRIEND' });

    // With approval on again, Cleo asks Ben, and Ben rejects.
    await ben.session.request(
      `mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: true }) { __typename } }`,
    );
    await cleo.session.request(
      `mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: true }) { __typename } }`,
    );
    expect((await add(cleo, ben)).data.friendAdd.status).toBe('PENDING');
    const pending = (await ben.session.request(REQUESTS)).data.viewer.friendRequests.edges.find(
      (e: { node: { status: string } }) => e.node.status === 'PENDING',
    ).node;
    const rejected = await ben.session.request(DEAL('friendRequestReject'), { input: { requestId: pending.id } });
    expect(rejected.data.friendRequestReject).toMatchObject({
      __typename: 'FriendRequestRejectPayload',
      request: { status: 'REJECTED', applicant: { id: cleo.id, isFriend: false } },
    });
    expect(await seen(cleo, ben)).toEqual({ isFriend: false, friendRequestSent: false, friendRemarkName: null });

    const remove = `mutation($input: FriendRemoveInput!) { friendRemove(input: $input) { __typename ... on FriendRemovePayload { user { id isFriend } } ... on FriendError { code } } }`;
    expect((await ana.session.request(remove, { input: { userId: cleo.id } })).data.friendRemove).toEqual({
      __typename: 'FriendRemovePayload',
      user: { id: cleo.id, isFriend: false },
    });
    expect(await seen(cleo, ana)).toMatchObject({ isFriend: false });
    expect((await ana.session.request(remove, { input: { userId: cleo.id } })).data.friendRemove).toEqual({
      __typename: 'FriendError',
      code: 'NOT_FRIEND',
    });
  });

  it('answers bad input with typed errors', async () => {
    expect((await add(ana, ana)).data.friendAdd).toMatchObject({ __typename: 'FriendError', code: 'FRIEND_SELF' });
    expect(
      (await add(ana, { ...ana, id: Buffer.from('User:999999').toString('base64') })).data.friendAdd.__typename,
    ).toBe('UserNotFoundError');
    expect((await add(ana, { ...ana, id: Buffer.from('Post:1').toString('base64') })).data.friendAdd).toMatchObject({
      __typename: 'ValidationError',
    });
    expect((await add(ana, cleo, 'x'.repeat(201))).data.friendAdd).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/200/),
    });
    const notARequest = Buffer.from(`User:1`).toString('base64');
    expect(
      (await ben.session.request(DEAL('friendRequestAccept'), { input: { requestId: notARequest } })).data
        .friendRequestAccept,
    ).toEqual({ __typename: 'ValidationError', field: 'requestId' });
    const unknown = Buffer.from(`FriendRequest:999999`).toString('base64');
    expect(
      (await ben.session.request(DEAL('friendRequestAccept'), { input: { requestId: unknown } })).data
        .friendRequestAccept,
    ).toEqual({ __typename: 'FriendError', code: 'APPLY_NOT_FOUND' });
    // Logged out: no friends, no requests.
    const anonymous = new GraphQLSession(stack.bffUrl);
    expect((await anonymous.request(ADD, { input: { userId: ben.id } })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('tells the members live over their socket: a request received, a request accepted', async () => {
    const dora = await member('dora', 'Dora');
    const eli = await member('eli', 'Eli');
    const EVENTS = `subscription { viewerEvents { __typename occurredAt viewer { pendingFriendRequestCount } ... on FriendRequestReceivedEvent { applicant { nickname } } ... on FriendRequestAcceptedEvent { friend { nickname } } } }`;
    const doraSocket = dora.session.wsClient();
    const eliSocket = eli.session.wsClient();
    const doraEvents = subscribe(doraSocket, EVENTS);
    const eliEvents = subscribe(eliSocket, EVENTS);
    // Let both subscriptions register first.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await add(eli, dora, 'Hello!');
    expect((await doraEvents.next()).data?.viewerEvents).toMatchObject({
      __typename: 'FriendRequestReceivedEvent',
      applicant: { nickname: 'Eli' },
      viewer: { pendingFriendRequestCount: 1 },
    });

    const requestId = (await dora.session.request(REQUESTS)).data.viewer.friendRequests.edges[0].node.id;
    await dora.session.request(DEAL('friendRequestAccept'), { input: { requestId } });
    expect((await eliEvents.next()).data?.viewerEvents).toMatchObject({
      __typename: 'FriendRequestAcceptedEvent',
      friend: { nickname: 'Dora' },
    });

    doraEvents.dispose();
    eliEvents.dispose();
    await doraSocket.dispose();
    await eliSocket.dispose();
  });

  it('adds through an invitation link: only its owner reads the code, the opener sees who shared it', async () => {
    const gia = await member('gia', 'Gia');
    const hal = await member('hal', 'Hal');
    const code = (await gia.session.request('{ viewer { friendShareCode } }')).data.viewer.friendShareCode as string;
    expect(code).toMatch(/\./);

    const OWNER = `query($code: String!) { friendShareOwner(shareCode: $code) { id nickname isFriend } }`;
    expect((await hal.session.request(OWNER, { code })).data.friendShareOwner).toEqual({
      id: gia.id,
      nickname: 'Gia',
      isFriend: false,
    });
    expect((await hal.session.request(OWNER, { code: 'not-a-code' })).data.friendShareOwner).toBeNull();

    const BY_CODE = `mutation($input: FriendAddByShareCodeInput!) { friendAddByShareCode(input: $input) { __typename ... on FriendAddPayload { status user { id isFriend } } ... on ValidationError { field } ... on FriendError { code } } }`;
    expect(
      (await hal.session.request(BY_CODE, { input: { shareCode: `${code}x` } })).data.friendAddByShareCode,
    ).toEqual({ __typename: 'ValidationError', field: 'shareCode' });
    expect((await gia.session.request(BY_CODE, { input: { shareCode: code } })).data.friendAddByShareCode).toEqual({
      __typename: 'FriendError',
      code: 'FRIEND_SELF',
    });
    expect((await hal.session.request(BY_CODE, { input: { shareCode: code } })).data.friendAddByShareCode).toEqual({
      __typename: 'FriendAddPayload',
      status: 'ACCEPTED',
      user: { id: gia.id, isFriend: true },
    });
  });
});
