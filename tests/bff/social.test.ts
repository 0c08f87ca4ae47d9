import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, subscribe } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const LOGIN = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { ... on SessionLoginPayload { viewer { user { id accountNumber } } } } }`;
const FOLLOWERS = `{ viewer { followers(first: 20) { totalCount edges { node { id nickname followerCount followingCount viewerIsFollowing followsViewer } } } } }`;

describe('social graph through the BFF', () => {
  let stack: Stack;
  let star: GraphQLSession;
  let starId: string;
  let starAccount: number;
  const fans: GraphQLSession[] = [];

  async function member(n: string) {
    const email = `${n}@example.test`;
    // Many members from one address would meet the code-request limit: make them directly.
    await stack.upstream.accounts.createMember({ email, password: 'long enough', nickname: n, language: 'en' });
    const session = new GraphQLSession(stack.bffUrl);
    const result = await session.request(LOGIN, { input: { email, password: 'long enough' } });
    return {
      session,
      id: result.data.sessionLogin.viewer.user.id as string,
      account: result.data.sessionLogin.viewer.user.accountNumber as number,
    };
  }
  const follow = (who: GraphQLSession, userId: string) =>
    who.request(
      `mutation($input: UserFollowInput!) { userFollow(input: $input) { __typename ... on UserFollowPayload { user { followerCount viewerIsFollowing } } } }`,
      { input: { userId } },
    );

  beforeAll(async () => {
    stack = await startStack();
    const s = await member('star');
    [star, starId, starAccount] = [s.session, s.id, s.account];
    for (let n = 0; n < 20; n++) fans.push((await member(`fan${n}`)).session);
  }, 120_000);
  afterAll(() => stack?.stop());

  it('costs the same number of upstream calls for a page of 1 follower as for 20', async () => {
    expect((await follow(fans[0], starId)).data.userFollow).toEqual({
      __typename: 'UserFollowPayload',
      user: { followerCount: 1, viewerIsFollowing: true },
    });
    let before = stack.bff.transport.requestCount;
    const one = await star.request(FOLLOWERS);
    const callsForOne = stack.bff.transport.requestCount - before;
    expect(one.data.viewer.followers.totalCount).toBe(1);

    for (const fan of fans.slice(1)) await follow(fan, starId);
    before = stack.bff.transport.requestCount;
    const twenty = await star.request(FOLLOWERS);
    const callsForTwenty = stack.bff.transport.requestCount - before;
    expect(twenty.data.viewer.followers.edges).toHaveLength(20);
    expect(twenty.data.viewer.followers.totalCount).toBe(20);
    expect(callsForTwenty).toBe(callsForOne);
    expect(callsForOne).toBe(1);
  });

  it('keeps a member’s private side on Viewer, which no other member can reach', async () => {
    // A member's private fields are not even asked for through User.
    const viaNode = await fans[0].request(`query($id: ID!) { node(id: $id) { ... on User { nickname email } } }`, {
      id: starId,
    });
    expect(viaNode.errors?.[0].message).toMatch(/Cannot query field "email" on type "User"/);
    const own = await star.request(
      `{ viewer { id email privacySettings { hiddenFromSearch } visitorCounts { total } goldCoins translationPackCharacters membershipTranslationCharacters } }`,
    );
    expect(own.data.viewer).toMatchObject({
      email: 'star@example.test',
      privacySettings: { hiddenFromSearch: false },
      visitorCounts: { total: 0 },
      goldCoins: 0,
      translationPackCharacters: 0,
      membershipTranslationCharacters: 0,
    });
    // The star's own Viewer ID opens nothing for someone else.
    const other = await fans[0].request(
      `query($id: ID!) { node(id: $id) { id ... on Viewer { email } } nodes(ids: [$id]) { id } }`,
      { id: own.data.viewer.id },
    );
    expect(other.data).toEqual({ node: null, nodes: [null] });
  });

  it('searches by ID with typed warnings for one’s own account and an unknown one', async () => {
    const search = (who: GraphQLSession, q: string) =>
      who.request(
        `query($q: String!) { userSearch(query: $q) { __typename ... on UserSearchPayload { totalCount results(first: 5) { edges { node { nickname } } } } ... on Error { message } } }`,
        { q },
      );
    expect((await search(fans[0], String(starAccount))).data.userSearch).toEqual({
      __typename: 'UserSearchPayload',
      totalCount: 1,
      results: { edges: [{ node: { nickname: 'star' } }] },
    });
    expect((await search(star, String(starAccount))).data.userSearch.__typename).toBe('SearchOwnAccountError');
    expect((await search(star, '999999')).data.userSearch.__typename).toBe('UserNotFoundError');
    expect((await search(star, '')).data.userSearch.__typename).toBe('ValidationError');

    // Nicknames page through: 20 fans, 15 then 5.
    const PAGE = `query($q: String!, $after: String) { userSearch(query: $q) { ... on UserSearchPayload { totalCount results(first: 15, after: $after) { pageInfo { hasNextPage endCursor } edges { node { nickname } } } } } }`;
    const first = (await star.request(PAGE, { q: 'fan' })).data.userSearch;
    expect(first.totalCount).toBe(20);
    expect(first.results.edges).toHaveLength(15);
    expect(first.results.pageInfo.hasNextPage).toBe(true);
    const rest = (await star.request(PAGE, { q: 'fan', after: first.results.pageInfo.endCursor })).data.userSearch
      .results;
    expect(rest.edges).toHaveLength(5);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const names = [...first.results.edges, ...rest.edges].map(
      (edge: { node: { nickname: string } }) => edge.node.nickname,
    );
    expect(new Set(names).size).toBe(20);
  });

  it('blocks: the blocked member can no longer find or view the blocker', async () => {
    const blocked = fans[5];
    const blockedId = (await blocked.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    const block = await star.request(
      `mutation($input: UserBlockInput!) { userBlock(input: $input) { __typename ... on UserBlockPayload { blockedUserId } } }`,
      { input: { userId: blockedId } },
    );
    expect(block.data.userBlock).toEqual({ __typename: 'UserBlockPayload', blockedUserId: blockedId });
    expect(
      (await blocked.request(`query($q: String!) { userSearch(query: $q) { __typename } }`, { q: String(starAccount) }))
        .data.userSearch.__typename,
    ).toBe('UserNotFoundError');
    expect((await blocked.request(`query($id: ID!) { node(id: $id) { id } }`, { id: starId })).data.node).toBeNull();
    expect((await follow(blocked, starId)).data.userFollow.__typename).toBe('UserNotFoundError');
    const list = await star.request(
      `{ viewer { blockedMembers(first: 10) { totalCount edges { node { id } } } followers(first: 30) { totalCount } } }`,
    );
    expect(list.data.viewer.blockedMembers).toEqual({ totalCount: 1, edges: [{ node: { id: blockedId } }] });
    expect(list.data.viewer.followers.totalCount).toBe(19);
    const notAMember = Buffer.from('Post:1').toString('base64');
    const wrongType = await star.request(
      `mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename ... on ValidationError { field } } }`,
      { id: notAMember },
    );
    expect(wrongType.data.userBlock).toEqual({ __typename: 'ValidationError', field: 'userId' });
    const garbled = await star.request(`mutation { userBlock(input: { userId: "not a global id" }) { __typename } }`);
    expect(garbled.errors?.[0].message).toMatch(/global ?id/i);
  });

  it('shows a member online while their browser holds a subscription socket', async () => {
    const isOnline = async () =>
      (await fans[2].request(`query($id: ID!) { node(id: $id) { ... on User { online } } }`, { id: starId })).data.node
        .online;
    expect(await isOnline()).toBe(false);
    const client = star.wsClient();
    const events = subscribe(client, `subscription { viewerEvents { __typename } }`);
    await expect.poll(isOnline, { timeout: 5000 }).toBe(true);
    events.dispose();
    await client.dispose();
    await expect.poll(isOnline, { timeout: 5000 }).toBe(false);
  });

  it('updates privacy settings and hides the member from search', async () => {
    const update = await star.request(
      `mutation { privacySettingsUpdate(input: { hiddenFromSearch: true, commentsPublic: false }) { __typename ... on PrivacySettingsUpdatePayload { viewer { privacySettings { hiddenFromSearch commentsPublic likesPublic } } } } }`,
    );
    expect(update.data.privacySettingsUpdate.viewer.privacySettings).toEqual({
      hiddenFromSearch: true,
      commentsPublic: false,
      likesPublic: true,
    });
    expect(
      (await fans[1].request(`query($q: String!) { userSearch(query: $q) { __typename } }`, { q: String(starAccount) }))
        .data.userSearch.__typename,
    ).toBe('UserNotFoundError');
  });
});

describe('album through the BFF', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('grants an upload, takes the bytes through the BFF, adds the photo and lists it with a working URL', async () => {
    for (const n of ['pia', 'raj'])
      await stack.upstream.accounts.createMember({
        email: `${n}@example.test`,
        password: 'long enough',
        nickname: n,
        language: 'en',
      });
    const pia = new GraphQLSession(stack.bffUrl);
    const { data } = await pia.request(LOGIN, { input: { email: 'pia@example.test', password: 'long enough' } });
    const piaId = data.sessionLogin.viewer.user.id;
    const grant = await pia.request(`mutation { albumUploadGrant { uploadUrl expiresAt } }`);
    const { uploadUrl } = grant.data.albumUploadGrant;
    expect(uploadUrl).toMatch(/^\/media\/upload\?grant=/);
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e5486f' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${uploadUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    expect(uploaded.code).toBe(200);
    const added = await pia.request(
      `mutation($key: String!) { albumPhotoAdd(input: { uploadKey: $key }) { __typename ... on AlbumPhotoAddPayload { photo { id width height url } } } }`,
      { key: uploaded.data.key },
    );
    expect(added.data.albumPhotoAdd.photo).toMatchObject({ width: 40, height: 30 });

    const raj = new GraphQLSession(stack.bffUrl);
    await raj.request(LOGIN, { input: { email: 'raj@example.test', password: 'long enough' } });
    const album = await raj.request(
      `query($id: ID!) { node(id: $id) { ... on User { albumPhotos(first: 10) { totalCount edges { node { id url } } } } } }`,
      { id: piaId },
    );
    const photo = album.data.node.albumPhotos.edges[0].node;
    expect(album.data.node.albumPhotos.totalCount).toBe(1);
    const image = await fetch(`${stack.bffUrl}${photo.url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    expect(
      (
        await raj.request(`mutation($id: ID!) { albumPhotoDelete(input: { photoId: $id }) { __typename } }`, {
          id: photo.id,
        })
      ).data.albumPhotoDelete.__typename,
    ).toBe('ValidationError');
    expect(
      (
        await pia.request(
          `mutation($id: ID!) { albumPhotoDelete(input: { photoId: $id }) { __typename ... on AlbumPhotoDeletePayload { deletedPhotoId } } }`,
          { id: photo.id },
        )
      ).data.albumPhotoDelete,
    ).toEqual({ __typename: 'AlbumPhotoDeletePayload', deletedPhotoId: photo.id });
    expect((await fetch(`${stack.bffUrl}/media/upload?grant=x`, { method: 'GET' })).status).toBe(405);
  });
});
