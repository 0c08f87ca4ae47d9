import { getEventListeners } from 'node:events';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAudienceOf } from '../../bff/moment/feed-audience';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';
import { momentMember, publishThroughBff, uploadThroughBff, type MomentMember } from '../support/moment-members';

const MOMENT_FIELDS = `id text language kind audience interactionsAudience pinned burnState likeCount commentCount
  viewerHasLiked isMine publishedAt author { id nickname } pictures { id url width height }
  translation { sourceLanguage targetLanguage text engineName }`;
const FEED = `query($scope: MomentFeedScope!, $first: Int, $after: String, $seed: String) { viewer {
  momentFeed(scope: $scope, first: $first, after: $after, seed: $seed) {
    sinceCursor pageInfo { hasNextPage endCursor } edges { cursor node { id text author { nickname } } } } } }`;
const MINE = `{ viewer { moments(first: 10) { edges { node { id text pinned } } } } }`;
const THEIRS = `query($id: ID!) { node(id: $id) { ... on User { moments(first: 10) { edges { node { id text pinned } } } } } }`;
const MOMENT = `query($id: ID!) { moment(id: $id) { ${MOMENT_FIELDS} } }`;
const LIKE = (field: 'momentLike' | 'momentUnlike') =>
  `mutation($id: ID!) { ${field}(input: { momentId: $id }) { __typename
    ... on MomentLikePayload { moment { id likeCount viewerHasLiked } } ... on Error { message } } }`;
const COMMENT = `mutation($input: MomentCommentAddInput!) { momentCommentAdd(input: $input) { __typename
  ... on MomentCommentAddPayload { commentEdge { node { id text isMine viewerCanDelete parentId replyTo { nickname } author { nickname } } } moment { commentCount } }
  ... on ValidationError { field } ... on Error { message } } }`;
const COMMENTS = `query($id: ID!, $after: String) { moment(id: $id) { commentCount comments(first: 2, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id text parentId author { nickname } } } } } }`;

describe('moments through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  let ana: MomentMember; // the author
  let ava: MomentMember; // another author (at most 10 moments an hour each)
  let ben: MomentMember; // follows Ana and is her friend
  let cleo: MomentMember; // a stranger
  const member = (nickname: string) => momentMember(stack, nickname);
  const publish = (who: MomentMember, input: Record<string, unknown>, photos = 1) =>
    publishThroughBff(stack, who, input, photos);
  function socketOf(who: MomentMember) {
    const client = who.session.wsClient();
    sockets.push(client);
    return { client, connected: nextConnected(client) };
  }

  /** Ben follows `author` and is their friend. */
  async function benBefriends(author: MomentMember) {
    await author.session.request(
      `mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: false }) { __typename } }`,
    );
    await ben.session.request(`mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }`, {
      id: author.id,
    });
    const added = await ben.session.request(
      `mutation($id: ID!) { friendAdd(input: { userId: $id }) { ... on FriendAddPayload { status } } }`,
      { id: author.id },
    );
    expect(added.data.friendAdd.status).toBe('ACCEPTED');
  }

  beforeAll(async () => {
    stack = await startStack();
    [ana, ava, ben, cleo] = [await member('Ana'), await member('Ava'), await member('Ben'), await member('Cleo')];
    await benBefriends(ana);
    await benBefriends(ava);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('publishes a moment with two photos uploaded through the grant, and refuses bad input changing nothing', async () => {
    const published = await publish(ana, { text: '  Sunset in Valencia  ' }, 2);
    expect(published).toMatchObject({
      __typename: 'MomentPublishPayload',
      momentEdge: {
        node: {
          text: 'Sunset in Valencia',
          language: 'en',
          kind: 'NORMAL',
          audience: 'EVERYONE',
          interactionsAudience: 'EVERYONE',
          pinned: false,
          burnState: null,
          likeCount: 0,
          commentCount: 0,
          viewerHasLiked: false,
          isMine: true,
          author: { id: ana.id, nickname: 'Ana' },
          translation: null,
        },
      },
    });
    const pictures = published.momentEdge.node.pictures;
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      expect(picture).toMatchObject({ width: 120, height: 80 });
      const photo = await fetch(`${stack.bffUrl}${picture.url}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\//);
    }

    const before = (await ana.session.request(MINE)).data.viewer.moments.edges.length;
    const refusal = async (input: Record<string, unknown>) =>
      (
        await ana.session.request(
          `mutation($input: MomentPublishInput!) { momentPublish(input: $input) { __typename ... on ValidationError { field message } } }`,
          { input },
        )
      ).data.momentPublish;
    expect(await refusal({ text: '   ', uploadKeys: [await uploadThroughBff(stack, ana)] })).toMatchObject({
      __typename: 'ValidationError',
      field: 'text',
    });
    expect(await refusal({ text: 'No photo', uploadKeys: [] })).toMatchObject({
      __typename: 'ValidationError',
      field: 'uploadKeys',
    });
    // Ben's upload is not Ana's to publish.
    expect(await refusal({ text: 'Not my photo', uploadKeys: [await uploadThroughBff(stack, ben)] })).toMatchObject({
      __typename: 'ValidationError',
      field: 'uploadKeys',
    });
    const spanish = new GraphQLSession(stack.bffUrl, 'es');
    spanish.cookie = ana.session.cookie;
    const localised = await spanish.request(
      `mutation { momentPublish(input: { text: "", uploadKeys: ["x"] }) { ... on ValidationError { field message } } }`,
    );
    expect(localised.data.momentPublish.field).toBe('text');
    expect(localised.data.momentPublish.message).not.toBe(
      (await refusal({ text: '', uploadKeys: ['x'] })).message, // in Spanish, not English
    );
    expect((await ana.session.request(MINE)).data.viewer.moments.edges).toHaveLength(before);
  });

  it('lists the square by scope, a member’s space and the viewer’s own, page by page without repeats', async () => {
    const texts: string[] = [];
    for (const audience of ['EVERYONE', 'FRIENDS', 'ONLY_ME']) {
      const text = `Ana for ${audience}`;
      texts.push(text);
      await publish(ana, { text, audience });
    }
    const feed = async (who: MomentMember, scope: string, extra: Record<string, unknown> = {}) =>
      (await who.session.request(FEED, { scope, first: 10, ...extra })).data.viewer.momentFeed;
    const textsOf = (connection: { edges: Array<{ node: { text: string } }> }) =>
      connection.edges.map((edge) => edge.node.text);

    // Ben follows Ana and is her friend: everything but her only-me moment, newest first.
    expect(textsOf(await feed(ben, 'FOLLOWING')).slice(0, 2)).toEqual(['Ana for FRIENDS', 'Ana for EVERYONE']);
    expect(textsOf(await feed(ben, 'FRIENDS'))).toContain('Ana for FRIENDS');
    expect(textsOf(await feed(ben, 'ALL'))).not.toContain('Ana for ONLY_ME');
    // Cleo, a stranger, sees only the public one in ALL, nothing in FOLLOWING.
    expect(textsOf(await feed(cleo, 'ALL'))).toContain('Ana for EVERYONE');
    expect(textsOf(await feed(cleo, 'ALL'))).not.toContain('Ana for FRIENDS');
    expect(textsOf(await feed(cleo, 'FOLLOWING'))).toEqual([]);
    // Nearby: nobody has a region yet, so nothing.
    expect(textsOf(await feed(cleo, 'NEARBY'))).toEqual([]);
    // Ana's own: every audience, in her space and in ALL.
    const mine = (await ana.session.request(MINE)).data.viewer.moments.edges.map(
      (edge: { node: { text: string } }) => edge.node.text,
    );
    expect(mine.slice(0, 3)).toEqual(['Ana for ONLY_ME', 'Ana for FRIENDS', 'Ana for EVERYONE']);
    expect(textsOf(await feed(ana, 'ALL'))).toContain('Ana for ONLY_ME');
    // Her space as Cleo sees it.
    const space = (await cleo.session.request(THEIRS, { id: ana.id })).data.node.moments.edges.map(
      (edge: { node: { text: string } }) => edge.node.text,
    );
    expect(space).toContain('Ana for EVERYONE');
    expect(space).not.toContain('Ana for FRIENDS');

    // Page by page, one at a time: the same rows as one page, none twice, even as a new moment arrives.
    const whole = textsOf(await feed(ben, 'ALL'));
    const paged: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await feed(ben, 'ALL', { first: 1, after });
      paged.push(...textsOf(page));
      if (paged.length === 1) await publish(cleo, { text: 'Cleo arrives in the middle' });
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole);
    // From a row in the middle of a page too.
    const twoPages = await feed(ben, 'ALL', { first: 3 });
    const fromMiddle = await feed(ben, 'ALL', { first: 2, after: twoPages.edges[0].cursor });
    expect(textsOf(fromMiddle)).toEqual(textsOf(twoPages).slice(1, 3));

    // The pill's count: moments newer than the first page's top.
    const top = await feed(cleo, 'ALL');
    const newCount = `query($since: String!) { viewer { momentFeedNewCount(scope: ALL, since: $since) } }`;
    expect((await cleo.session.request(newCount, { since: top.sinceCursor })).data.viewer.momentFeedNewCount).toBe(0);
    await publish(ben, { text: 'Ben, one more' });
    await publish(ana, { text: 'Ana, for friends only', audience: 'FRIENDS' });
    expect((await cleo.session.request(newCount, { since: top.sinceCursor })).data.viewer.momentFeedNewCount).toBe(1);

    // Random: a seed's pages never repeat a moment, and hold those of ALL.
    const random: string[] = [];
    after = undefined;
    for (;;) {
      const page = await feed(ben, 'RANDOM', { first: 2, after, seed: 'session-1' });
      random.push(...textsOf(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(new Set(random).size).toBe(random.length);
    expect([...random].sort()).toEqual([...textsOf(await feed(ben, 'ALL', { first: 50 }))].sort());

    // A cursor that is not one is said, in the member's language.
    const bad = await ben.session.request(FEED, { scope: 'ALL', after: 'not-a-cursor' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // So is a random order without its seed, or with one that is not one.
    for (const seed of [undefined, 'not a seed!'])
      expect((await ben.session.request(FEED, { scope: 'RANDOM', seed })).errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: expect.stringMatching(/\w/),
      });
  });

  it('costs the same upstream calls for the first feed page whatever its rows', async () => {
    const cost = async (first: number) => {
      const query = `query($first: Int) { viewer { hideLikeCounts momentFeed(scope: ALL, first: $first) { edges { node {
        ${MOMENT_FIELDS} } } } } }`;
      await ben.session.request(`{ viewer { user { id } } }`); // the session is known
      const before = stack.bff.transport.requestCount;
      const answer = await ben.session.request(query, { first });
      expect(answer.errors).toBeUndefined();
      return { rows: answer.data.viewer.momentFeed.edges.length, calls: stack.bff.transport.requestCount - before };
    };
    const one = await cost(1);
    const many = await cost(20);
    expect(one.rows).toBe(1);
    expect(many.rows).toBeGreaterThan(4);
    expect(many.calls).toBe(one.calls);
    expect(one.calls).toBeLessThanOrEqual(2); // the page, and the viewer's setting
  });

  it('likes and unlikes idempotently, and comments and replies in thread order', async () => {
    const moment = (await publish(ana, { text: 'Like me' })).momentEdge.node;
    const like = async (who: MomentMember, field: 'momentLike' | 'momentUnlike') =>
      (await who.session.request(LIKE(field), { id: moment.id })).data[field];
    expect(await like(ben, 'momentLike')).toEqual({
      __typename: 'MomentLikePayload',
      moment: { id: moment.id, likeCount: 1, viewerHasLiked: true },
    });
    expect((await like(ben, 'momentLike')).moment).toMatchObject({ likeCount: 1 });
    expect((await like(cleo, 'momentLike')).moment).toMatchObject({ likeCount: 2, viewerHasLiked: true });
    expect((await like(ben, 'momentUnlike')).moment).toMatchObject({ likeCount: 1, viewerHasLiked: false });
    expect((await like(ben, 'momentUnlike')).moment).toMatchObject({ likeCount: 1 });

    const comment = async (who: MomentMember, text: string, replyToCommentId?: string) =>
      (await who.session.request(COMMENT, { input: { momentId: moment.id, text, replyToCommentId } })).data
        .momentCommentAdd;
    const first = await comment(ben, 'First!');
    expect(first).toMatchObject({
      __typename: 'MomentCommentAddPayload',
      commentEdge: { node: { text: 'First!', isMine: true, viewerCanDelete: true, parentId: null, replyTo: null } },
      moment: { commentCount: 1 },
    });
    const second = await comment(cleo, 'Second');
    const reply = await comment(ana, 'Thanks Ben', first.commentEdge.node.id);
    expect(reply.commentEdge.node).toMatchObject({ parentId: first.commentEdge.node.id, replyTo: { nickname: 'Ben' } });
    // A reply to a reply joins the thread and names the member replied to.
    const again = await comment(cleo, 'Me too', reply.commentEdge.node.id);
    expect(again.commentEdge.node).toMatchObject({ parentId: first.commentEdge.node.id, replyTo: { nickname: 'Ana' } });
    expect(await comment(ben, '')).toMatchObject({ __typename: 'ValidationError', field: 'text' });

    const thread: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await cleo.session.request(COMMENTS, { id: moment.id, after })).data.moment;
      expect(page.comments.totalCount).toBe(4);
      thread.push(...page.comments.edges.map((edge: { node: { text: string } }) => edge.node.text));
      if (!page.comments.pageInfo.hasNextPage) break;
      after = page.comments.pageInfo.endCursor;
    }
    expect(thread).toEqual(['First!', 'Thanks Ben', 'Me too', 'Second']);

    // Cleo may not delete Ben's comment; Ana may, on her moment, and its replies go with it.
    const remove = `mutation($id: ID!) { momentCommentDelete(input: { commentId: $id }) { __typename
      ... on MomentCommentDeletePayload { deletedCommentId moment { commentCount } } } }`;
    expect((await cleo.session.request(remove, { id: first.commentEdge.node.id })).data.momentCommentDelete).toEqual({
      __typename: 'MomentCommentNotFoundError',
    });
    expect((await ana.session.request(remove, { id: first.commentEdge.node.id })).data.momentCommentDelete).toEqual({
      __typename: 'MomentCommentDeletePayload',
      deletedCommentId: first.commentEdge.node.id,
      moment: { commentCount: 1 },
    });
    const node = `query($id: ID!) { node(id: $id) { id ... on MomentComment { text } } }`;
    expect((await cleo.session.request(node, { id: second.commentEdge.node.id })).data.node).toEqual({
      id: second.commentEdge.node.id,
      text: 'Second',
    });
    expect((await cleo.session.request(node, { id: again.commentEdge.node.id })).data.node).toBeNull();
  });

  it('translates a moment and a comment into the reader’s language, once paid', async () => {
    const moment = (await publish(ana, { text: 'Me gusta hacer senderismo y cocinar' })).momentEdge.node;
    expect(moment.language).toBe('es');
    const translate = `mutation($id: ID!) { momentTranslate(input: { momentId: $id }) { __typename
      ... on MomentTranslatePayload { moment { translation { sourceLanguage targetLanguage text engineName } } viewer { freeTranslation { charactersLeft } } }
      ... on ValidationError { field } ... on Error { message } } }`;
    const first = (await ben.session.request(translate, { id: moment.id })).data.momentTranslate;
    expect(first).toMatchObject({
      __typename: 'MomentTranslatePayload',
      moment: { translation: { sourceLanguage: 'es', targetLanguage: 'en', engineName: 'Apertium' } },
    });
    expect(first.moment.translation.text.length).toBeGreaterThan(0);
    const again = (await ben.session.request(translate, { id: moment.id })).data.momentTranslate;
    expect(again.viewer.freeTranslation.charactersLeft).toBe(first.viewer.freeTranslation.charactersLeft);
    // It stays with the moment for Ben, and only for him.
    expect((await ben.session.request(MOMENT, { id: moment.id })).data.moment.translation).toEqual(
      first.moment.translation,
    );
    expect((await cleo.session.request(MOMENT, { id: moment.id })).data.moment.translation).toBeNull();
    // A reader whose language is the text's: refused, nothing charged.
    const eli = await momentMember(stack, 'Eli', 'es');
    const own = (await eli.session.request(translate, { id: moment.id })).data.momentTranslate;
    expect(own).toMatchObject({ __typename: 'ValidationError', field: 'targetLanguage' });
    expect((await eli.session.request(MOMENT, { id: moment.id })).data.moment.translation).toBeNull();

    const comment = (
      await ben.session.request(COMMENT, { input: { momentId: moment.id, text: '¡Qué bonito! Me gusta mucho.' } })
    ).data.momentCommentAdd.commentEdge.node;
    const translated = await ana.session.request(
      `mutation($id: ID!) { momentCommentTranslate(input: { commentId: $id }) { __typename
        ... on MomentCommentTranslatePayload { comment { id text translation { sourceLanguage targetLanguage text } } } } }`,
      { id: comment.id },
    );
    expect(translated.data.momentCommentTranslate).toMatchObject({
      __typename: 'MomentCommentTranslatePayload',
      comment: { id: comment.id, text: '¡Qué bonito! Me gusta mucho.', translation: { sourceLanguage: 'es' } },
    });
  });

  it('opens a burn moment’s photos once per viewer, and its author gives the views back', async () => {
    const moment = (await publish(ava, { text: 'Gone soon', kind: 'BURN_AFTER_READING' }, 2)).momentEdge.node;
    expect(moment.burnState).toBeNull();
    expect(moment.pictures.every((picture: { url: string | null }) => picture.url)).toBe(true);
    const seen = async (who: MomentMember) =>
      (
        await who.session.request(`query($id: ID!) { moment(id: $id) { burnState pictures { url width } } }`, {
          id: moment.id,
        })
      ).data.moment;
    expect(await seen(ben)).toEqual({
      burnState: 'UNVIEWED',
      pictures: [
        { url: null, width: 120 },
        { url: null, width: 120 },
      ],
    });
    const view = `mutation($id: ID!) { momentBurnPhotoView(input: { momentId: $id }) { __typename
      ... on MomentBurnPhotoViewPayload { seconds pictures { id url } moment { burnState pictures { id url } } } } }`;
    const opened = (await ben.session.request(view, { id: moment.id })).data.momentBurnPhotoView;
    expect(opened).toMatchObject({ __typename: 'MomentBurnPhotoViewPayload', seconds: 5 });
    expect(opened.pictures).toHaveLength(2);
    expect(opened.moment.pictures).toEqual(opened.pictures);
    const photo = await fetch(`${stack.bffUrl}${opened.pictures[0].url}`);
    expect(photo.status).toBe(200);
    expect((await ben.session.request(view, { id: moment.id })).data.momentBurnPhotoView.__typename).toBe(
      'BurnViewedError',
    );
    expect((await ava.session.request(view, { id: moment.id })).data.momentBurnPhotoView.__typename).toBe(
      'ValidationError',
    );
    expect((await seen(ben)).burnState).toBe('VIEWED');
    expect((await seen(cleo)).burnState).toBe('UNVIEWED');

    const recover = `mutation($id: ID!) { momentBurnRecover(input: { momentId: $id }) { __typename
      ... on MomentBurnRecoverPayload { moment { id burnState } } } }`;
    expect((await ben.session.request(recover, { id: moment.id })).data.momentBurnRecover.__typename).toBe(
      'MomentNotFoundError',
    );
    expect((await ava.session.request(recover, { id: moment.id })).data.momentBurnRecover).toEqual({
      __typename: 'MomentBurnRecoverPayload',
      moment: { id: moment.id, burnState: null },
    });
    expect((await seen(ben)).burnState).toBe('UNVIEWED');
  });

  it('pins one moment to lead its author’s space, and deletes a moment for everyone', async () => {
    const older = (await publish(ava, { text: 'Pin me' })).momentEdge.node;
    const newer = (await publish(ava, { text: 'Pin me instead' })).momentEdge.node;
    const pin = `mutation($id: ID!, $pinned: Boolean!) { momentPin(input: { momentId: $id, pinned: $pinned }) { __typename
      ... on MomentPinPayload { moment { id pinned } viewer { moments(first: 1) { edges { node { id } } } } } } }`;
    const pinned = (await ava.session.request(pin, { id: older.id, pinned: true })).data.momentPin;
    expect(pinned).toEqual({
      __typename: 'MomentPinPayload',
      moment: { id: older.id, pinned: true },
      viewer: { moments: { edges: [{ node: { id: older.id } }] } },
    });
    const space = async () =>
      (await cleo.session.request(THEIRS, { id: ava.id })).data.node.moments.edges.map(
        (edge: { node: { id: string; pinned: boolean } }) => edge.node,
      );
    expect((await space())[0]).toEqual({ id: older.id, text: 'Pin me', pinned: true });
    await ava.session.request(pin, { id: newer.id, pinned: true });
    expect((await space()).slice(0, 2).map((node: { id: string }) => node.id)).toEqual([newer.id, older.id]);
    expect((await space()).filter((node: { pinned: boolean }) => node.pinned)).toHaveLength(1);
    expect((await ben.session.request(pin, { id: newer.id, pinned: false })).data.momentPin.__typename).toBe(
      'MomentNotFoundError',
    );

    const remove = `mutation($id: ID!) { momentDelete(input: { momentId: $id }) { __typename
      ... on MomentDeletePayload { deletedMomentId } } }`;
    expect((await ben.session.request(remove, { id: newer.id })).data.momentDelete.__typename).toBe(
      'MomentNotFoundError',
    );
    expect((await ava.session.request(remove, { id: newer.id })).data.momentDelete).toEqual({
      __typename: 'MomentDeletePayload',
      deletedMomentId: newer.id,
    });
    expect((await ben.session.request(MOMENT, { id: newer.id })).data.moment).toBeNull();
    expect((await ava.session.request(MOMENT, { id: newer.id })).data.moment).toBeNull();
  });

  it('keeps the like-count setting', async () => {
    const setting = `{ viewer { hideLikeCounts } }`;
    expect((await ben.session.request(setting)).data.viewer.hideLikeCounts).toBe(false);
    const update = `mutation($hide: Boolean!) { hideLikeCountsUpdate(input: { hide: $hide }) { __typename
      ... on HideLikeCountsUpdatePayload { viewer { hideLikeCounts } } } }`;
    expect((await ben.session.request(update, { hide: true })).data.hideLikeCountsUpdate).toEqual({
      __typename: 'HideLikeCountsUpdatePayload',
      viewer: { hideLikeCounts: true },
    });
    expect((await ben.session.request(setting)).data.viewer.hideLikeCounts).toBe(true);
    expect((await cleo.session.request(setting)).data.viewer.hideLikeCounts).toBe(false);
    await ben.session.request(update, { hide: false });
  });

  it('tells an open square of new moments its viewer may see, in each scope it listens to, and forgets it after', async () => {
    const audience = feedAudienceOf(stack.bff.pubsub);
    const benSocket = socketOf(ben);
    const cleoSocket = socketOf(cleo);
    const FEED_EVENTS = `subscription($scope: MomentFeedScope!) { momentFeedEvents(scope: $scope) { __typename
      ... on NewMomentsEvent { scope count } } }`;
    const benAll = subscribe(benSocket.client, FEED_EVENTS, { variables: { scope: 'ALL' } });
    const benFriends = subscribe(benSocket.client, FEED_EVENTS, { variables: { scope: 'FRIENDS' } });
    const cleoAll = subscribe(cleoSocket.client, FEED_EVENTS, { variables: { scope: 'ALL' } });
    const cleoFollowing = subscribe(cleoSocket.client, FEED_EVENTS, { variables: { scope: 'FOLLOWING' } });
    await Promise.all([benSocket.connected, cleoSocket.connected]);
    await until(() => audience.viewerCount === 2);

    // For friends only: Ben hears it in both his scopes, Cleo nothing.
    await publish(ava, { text: 'Friends, look', audience: 'FRIENDS' });
    // Public: both hear it in ALL; Cleo does not follow Ava.
    await publish(ava, { text: 'Everyone, look' });
    expect((await benAll.next()).data!.momentFeedEvents).toEqual({
      __typename: 'NewMomentsEvent',
      scope: 'ALL',
      count: 1,
    });
    expect((await benAll.next()).data!.momentFeedEvents).toMatchObject({ count: 2 });
    expect((await benFriends.next()).data!.momentFeedEvents).toEqual({
      __typename: 'NewMomentsEvent',
      scope: 'FRIENDS',
      count: 1,
    });
    expect((await benFriends.next()).data!.momentFeedEvents).toMatchObject({ count: 2 });
    expect((await cleoAll.next()).data!.momentFeedEvents).toEqual({
      __typename: 'NewMomentsEvent',
      scope: 'ALL',
      count: 1,
    });
    // A moment of Cleo's own does not announce itself to her; Ben hears it.
    await publish(cleo, { text: 'Cleo here' });
    expect((await benAll.next()).data!.momentFeedEvents).toMatchObject({ count: 3 });
    await publish(ava, { text: 'Only me', audience: 'ONLY_ME' });
    await publish(ava, { text: 'And everyone again' });
    expect((await benAll.next()).data!.momentFeedEvents).toMatchObject({ count: 4 });
    expect((await cleoAll.next()).data!.momentFeedEvents).toMatchObject({ count: 2 });
    // Cleo's FOLLOWING heard nothing of all this (she follows nobody), nor did the only-me moment reach anyone.
    expect(await nothingWaiting(cleoFollowing)).toBe(true);

    // Ended subscriptions leave nothing behind: completed ones, and those of a socket that closed.
    for (const subscription of [benAll, benFriends]) subscription.dispose();
    await until(() => audience.viewerCount === 1);
    await cleoSocket.client.dispose();
    await until(() => audience.viewerCount === 0);
    expect(getEventListeners(stack.bff.eventTarget!, 'moment.published')).toHaveLength(0);
  });

  it('tells an open moment its counts (null for a viewer who may not see them) and its deletion', async () => {
    const open = (await publish(ava, { text: 'Count me' })).momentEdge.node;
    const closed = (await publish(ava, { text: 'My likes are mine', interactionsAudience: 'ONLY_ME' })).momentEdge.node;
    const EVENTS = `subscription($id: ID!) { momentEvents(momentId: $id) { __typename
      ... on MomentCountsChangedEvent { moment { id likeCount commentCount } }
      ... on MomentDeletedEvent { deletedMomentId } } }`;
    const { client, connected } = socketOf(cleo);
    const openEvents = subscribe(client, EVENTS, { variables: { id: open.id } });
    const closedEvents = subscribe(client, EVENTS, { variables: { id: closed.id } });
    await connected;
    await until(
      () =>
        listeners(stack, `moment.event:${upstreamIdOf(open.id)}`) === 1 &&
        listeners(stack, `moment.event:${upstreamIdOf(closed.id)}`) === 1,
    );

    await ben.session.request(LIKE('momentLike'), { id: open.id });
    expect((await openEvents.next()).data!.momentEvents).toEqual({
      __typename: 'MomentCountsChangedEvent',
      moment: { id: open.id, likeCount: 1, commentCount: 0 },
    });
    await ben.session.request(COMMENT, { input: { momentId: closed.id, text: 'Nice' } });
    expect((await closedEvents.next()).data!.momentEvents).toEqual({
      __typename: 'MomentCountsChangedEvent',
      moment: { id: closed.id, likeCount: null, commentCount: null },
    });
    await ava.session.request(`mutation($id: ID!) { momentDelete(input: { momentId: $id }) { __typename } }`, {
      id: open.id,
    });
    expect((await openEvents.next()).data!.momentEvents).toEqual({
      __typename: 'MomentDeletedEvent',
      deletedMomentId: open.id,
    });
    // The socket closes: its listeners go.
    await client.dispose();
    await until(() => listeners(stack, `moment.event:${upstreamIdOf(closed.id)}`) === 0);
  });
});

const upstreamIdOf = (globalId: string) => decodeGlobalID(globalId).id;

/** Waits until `ready` holds (the server registered what the test just asked of it). */
async function until(ready: () => boolean | Promise<boolean>) {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Listeners on the BFF's in-process bus for one topic (`topic:key`). */
const listeners = (stack: Stack, eventType: string) => getEventListeners(stack.bff.eventTarget!, eventType).length;

/** True when nothing is queued for the subscription now, after the events before it were read. */
async function nothingWaiting(subscription: { next(): Promise<unknown> }) {
  return Promise.race([
    subscription.next().then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
  ]);
}
