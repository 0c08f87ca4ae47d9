import { getEventListeners } from 'node:events';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAudienceOf } from '../../bff/moment/feed-audience';
import { nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { momentMember, publishThroughBff, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

/** A query or mutation over the socket: its one answer. */
function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
  return new Promise((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
}

const COUNTS = 'id likeCount commentCount comments(first: 5) { totalCount edges { node { id text } } }';
const LISTED = 'id likeCount commentCount';
/** Every way to reach a moment by its ID or in a list, in one query. */
const EVERY_PATH = `query($id: ID!, $author: ID!) {
  moment(id: $id) { ${COUNTS} }
  node(id: $id) { id ... on Moment { ${COUNTS} } }
  nodes(ids: [$id]) { id }
  author: node(id: $author) { ... on User { moments(first: 20) { edges { node { ${LISTED} } } } } }
  viewer { all: momentFeed(scope: ALL, first: 20) { edges { node { ${LISTED} } } }
    friends: momentFeed(scope: FRIENDS, first: 20) { edges { node { id } } }
    random: momentFeed(scope: RANDOM, seed: "s", first: 20) { edges { node { id } } } } }`;

type Moment = { id: string; likeCount: number | null; commentCount: number | null; comments: unknown };
type Edges = { edges: Array<{ node: Moment }> };
/** What EVERY_PATH found of one moment: each path's copy (null where it found none). */
function found(data: Record<string, any>, id: string) {
  const inList = (connection: Edges | undefined) => connection?.edges.find((edge) => edge.node.id === id)?.node ?? null;
  return {
    moment: data.moment,
    node: data.node,
    nodes: data.nodes[0],
    space: inList(data.author?.moments),
    all: inList(data.viewer.all),
    friends: inList(data.viewer.friends),
    random: inList(data.viewer.random),
  };
}
const NOWHERE = { moment: null, node: null, nodes: null, space: null, all: null, friends: null, random: null };

const MOMENT_EVENTS = `subscription($id: ID!) { momentEvents(momentId: $id) { __typename
  ... on MomentCountsChangedEvent { moment { id likeCount commentCount } } } }`;
const FEED_EVENTS = `subscription { momentFeedEvents(scope: ALL) { __typename ... on NewMomentsEvent { count } } }`;

/**
 * Issue 21: a moment is seen only by whom its audience names, its likes and comments only by
 * whom its interactions audience names, and nothing of a member by one they blocked or who
 * blocked them: by every path (a field, an edge, `node(id:)`, `moment(id:)`, a mutation, a
 * subscription's payload), over HTTP and the socket.
 */
describe('moments are private to whom they are shown', () => {
  let stack: Stack;
  let ana: MomentMember; // the author
  let fay: MomentMember; // Ana's friend
  let sam: MomentMember; // a stranger
  let bob: MomentMember; // blocked by Ana
  const sockets: Client[] = [];
  let samSocket: Client;
  let bobSocket: Client;
  let friendsOnly: string;
  let onlyMe: string;
  let quiet: string; // public, its likes and comments hers alone
  let friendsTalk: string; // public, its likes and comments for friends

  const openSocket = async (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    subscribe(client, `subscription { viewerEvents { __typename } }`);
    await connected;
    return client;
  };
  const request = async (
    who: MomentMember,
    socket: Client | null,
    query: string,
    variables: Record<string, unknown>,
  ) => (socket ? overSocket(socket, query, variables) : who.session.request(query, variables));
  const publish = async (input: Record<string, unknown>) =>
    (await publishThroughBff(stack, ana, input)).momentEdge.node.id as string;

  beforeAll(async () => {
    stack = await startStack();
    [ana, fay, sam, bob] = [
      await momentMember(stack, 'Ana'),
      await momentMember(stack, 'Fay'),
      await momentMember(stack, 'Sam'),
      await momentMember(stack, 'Bob'),
    ];
    await ana.session.request(
      `mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: false }) { __typename } }`,
    );
    await fay.session.request(`mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }`, {
      id: ana.id,
    });
    for (const follower of [fay, sam, bob])
      await follower.session.request(`mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }`, {
        id: ana.id,
      });
    friendsOnly = await publish({ text: 'For my friends', audience: 'FRIENDS' });
    onlyMe = await publish({ text: 'For me', audience: 'ONLY_ME' });
    quiet = await publish({ text: 'Look, but quietly', interactionsAudience: 'ONLY_ME' });
    friendsTalk = await publish({ text: 'Friends may talk', interactionsAudience: 'FRIENDS' });
    // Likes and comments on the quiet one, from Fay.
    await fay.session.request(`mutation($id: ID!) { momentLike(input: { momentId: $id }) { __typename } }`, {
      id: quiet,
    });
    await fay.session.request(
      `mutation($id: ID!) { momentCommentAdd(input: { momentId: $id, text: "Fay was here" }) { __typename } }`,
      { id: quiet },
    );
    await ana.session.request(`mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }`, {
      id: bob.id,
    });
    samSocket = await openSocket(sam);
    bobSocket = await openSocket(bob);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('shows a friends-only and an only-me moment by no path to those they are not for, over HTTP and the socket', async () => {
    for (const [who, socket] of [
      [sam, null],
      [sam, samSocket],
      [bob, null],
      [bob, bobSocket],
    ] as const) {
      for (const id of [friendsOnly, onlyMe]) {
        const answer = await request(who, socket, EVERY_PATH, { id, author: ana.id });
        expect(answer.errors).toBeUndefined();
        expect(found(answer.data!, id)).toEqual(NOWHERE);
      }
    }
    // Fay, a friend, finds the friends-only one in her lists and by its ID, not the only-me one.
    const fayFriends = await fay.session.request(EVERY_PATH, { id: friendsOnly, author: ana.id });
    expect(found(fayFriends.data, friendsOnly)).toMatchObject({
      moment: { id: friendsOnly },
      node: { id: friendsOnly },
      nodes: { id: friendsOnly },
      space: { id: friendsOnly },
      all: { id: friendsOnly },
      friends: { id: friendsOnly },
    });
    expect(found((await fay.session.request(EVERY_PATH, { id: onlyMe, author: ana.id })).data, onlyMe)).toEqual(
      NOWHERE,
    );
    // The author herself, everywhere.
    const own = await ana.session.request(EVERY_PATH, { id: onlyMe, author: ana.id });
    expect(found(own.data, onlyMe)).toMatchObject({
      moment: { id: onlyMe },
      space: { id: onlyMe },
      all: { id: onlyMe },
    });
  });

  it('refuses every mutation on a moment the member may not see, alike for any cause, changing nothing', async () => {
    const refusals = (id: string) => ({
      momentLike: `mutation { momentLike(input: { momentId: "${id}" }) { __typename } }`,
      momentUnlike: `mutation { momentUnlike(input: { momentId: "${id}" }) { __typename } }`,
      momentCommentAdd: `mutation { momentCommentAdd(input: { momentId: "${id}", text: "hi" }) { __typename } }`,
      momentTranslate: `mutation { momentTranslate(input: { momentId: "${id}", targetLanguage: "es" }) { __typename } }`,
      momentBurnPhotoView: `mutation { momentBurnPhotoView(input: { momentId: "${id}" }) { __typename } }`,
      momentBurnRecover: `mutation { momentBurnRecover(input: { momentId: "${id}" }) { __typename } }`,
      momentPin: `mutation { momentPin(input: { momentId: "${id}", pinned: true }) { __typename } }`,
      momentDelete: `mutation { momentDelete(input: { momentId: "${id}" }) { __typename } }`,
    });
    for (const [who, socket] of [
      [sam, null],
      [bob, bobSocket],
    ] as const)
      for (const id of [friendsOnly, onlyMe])
        for (const [field, mutation] of Object.entries(refusals(id))) {
          const answer = await request(who, socket, mutation, {});
          expect([field, answer.data?.[field] ?? answer.errors]).toEqual([
            field,
            { __typename: 'MomentNotFoundError' },
          ]);
        }
    // Bob is blocked: even Ana's public moments refuse him.
    const like = await bob.session.request(
      `mutation($id: ID!) { momentLike(input: { momentId: $id }) { __typename } }`,
      {
        id: friendsTalk,
      },
    );
    expect(like.data.momentLike).toEqual({ __typename: 'MomentNotFoundError' });
    // Nothing changed: no likes, no comments on them.
    for (const id of [friendsOnly, onlyMe]) {
      const mine = await ana.session.request(`query($id: ID!) { moment(id: $id) { likeCount commentCount pinned } }`, {
        id,
      });
      expect(mine.data.moment).toEqual({ likeCount: 0, commentCount: 0, pinned: false });
    }
  });

  it('answers hidden counts null by every path, and shows only the viewer’s own comments', async () => {
    for (const [who, socket] of [
      [sam, null],
      [sam, samSocket],
    ] as const) {
      const answer = await request(who, socket, EVERY_PATH, { id: quiet, author: ana.id });
      const copies = found(answer.data!, quiet);
      for (const path of ['moment', 'node'] as const)
        expect([path, copies[path]]).toEqual([
          path,
          { id: quiet, likeCount: null, commentCount: null, comments: { totalCount: null, edges: [] } },
        ]);
      for (const path of ['space', 'all'] as const)
        expect([path, copies[path]]).toEqual([path, { id: quiet, likeCount: null, commentCount: null }]);
    }
    // Interactions for friends: Fay sees them, Sam does not.
    const counts = `query($id: ID!) { moment(id: $id) { likeCount commentCount } }`;
    expect((await fay.session.request(counts, { id: friendsTalk })).data.moment).toEqual({
      likeCount: 0,
      commentCount: 0,
    });
    expect((await sam.session.request(counts, { id: friendsTalk })).data.moment).toEqual({
      likeCount: null,
      commentCount: null,
    });

    // Sam may still like and comment: the answers keep the counts from him, his comment is his alone to see.
    const like = await sam.session.request(
      `mutation($id: ID!) { momentLike(input: { momentId: $id }) { ... on MomentLikePayload { moment { likeCount viewerHasLiked } } } }`,
      { id: quiet },
    );
    expect(like.data.momentLike).toEqual({ moment: { likeCount: null, viewerHasLiked: true } });
    const comment = await sam.session.request(
      `mutation($id: ID!) { momentCommentAdd(input: { momentId: $id, text: "Sam says hi" }) { __typename
        ... on MomentCommentAddPayload { commentEdge { node { id text } } moment { commentCount } } } }`,
      { id: quiet },
    );
    expect(comment.data.momentCommentAdd).toMatchObject({
      commentEdge: { node: { text: 'Sam says hi' } },
      moment: { commentCount: null },
    });
    const samComment = comment.data.momentCommentAdd.commentEdge.node.id;
    const comments = `query($id: ID!) { moment(id: $id) { comments(first: 20) { totalCount edges { node { id text } } } } }`;
    expect((await sam.session.request(comments, { id: quiet })).data.moment.comments).toEqual({
      totalCount: null,
      edges: [{ node: { id: samComment, text: 'Sam says hi' } }],
    });
    // Ana sees both comments, and who liked counts.
    expect((await ana.session.request(comments, { id: quiet })).data.moment.comments.totalCount).toBe(2);
    const fayComment = (await ana.session.request(comments, { id: quiet })).data.moment.comments.edges.find(
      (edge: { node: { text: string } }) => edge.node.text === 'Fay was here',
    ).node.id;
    // Fay's comment by its ID: nothing for Sam, over HTTP and the socket; nor may he translate or delete it.
    const byId = `query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`;
    expect((await sam.session.request(byId, { id: fayComment })).data).toEqual({ node: null, nodes: [null] });
    expect((await overSocket(samSocket, byId, { id: fayComment })).data).toEqual({ node: null, nodes: [null] });
    for (const mutation of [
      `mutation($id: ID!) { momentCommentTranslate(input: { commentId: $id, targetLanguage: "es" }) { __typename } }`,
      `mutation($id: ID!) { momentCommentDelete(input: { commentId: $id }) { __typename } }`,
    ]) {
      const answer = await sam.session.request(mutation, { id: fayComment });
      expect(Object.values(answer.data)).toEqual([{ __typename: 'MomentCommentNotFoundError' }]);
    }
    // A reply to it is refused alike.
    const reply = await sam.session.request(
      `mutation($id: ID!, $to: ID!) { momentCommentAdd(input: { momentId: $id, text: "re", replyToCommentId: $to }) { __typename } }`,
      { id: quiet, to: fayComment },
    );
    expect(reply.data.momentCommentAdd).toEqual({ __typename: 'MomentCommentNotFoundError' });
  });

  it('subscribes nobody to a moment they may not see, and streams its counts null to whom may not see them', async () => {
    for (const [socket, id] of [
      [samSocket, friendsOnly],
      [samSocket, onlyMe],
      [bobSocket, friendsTalk],
    ] as const) {
      const events = subscribe(socket, MOMENT_EVENTS, { variables: { id } });
      const outcome: GraphQLResponse = await events.next().then(
        (event) => event,
        (errors) => ({ errors }),
      );
      expect(outcome.errors).toBeDefined();
      expect(outcome.data ?? null).toBeNull();
    }
    const quietEvents = subscribe(samSocket, MOMENT_EVENTS, { variables: { id: quiet } });
    const topic = `moment.event:${decodeGlobalID(quiet).id}`;
    while (getEventListeners(stack.bff.eventTarget!, topic).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await fay.session.request(`mutation($id: ID!) { momentUnlike(input: { momentId: $id }) { __typename } }`, {
      id: quiet,
    });
    expect((await quietEvents.next()).data).toEqual({
      momentEvents: {
        __typename: 'MomentCountsChangedEvent',
        moment: { id: quiet, likeCount: null, commentCount: null },
      },
    });
    quietEvents.dispose();
  });

  it('tells of a new moment only those who may see it', async () => {
    const fayClient = await openSocket(fay);
    const fayFeed = subscribe(fayClient, FEED_EVENTS);
    const samFeed = subscribe(samSocket, FEED_EVENTS);
    const bobFeed = subscribe(bobSocket, FEED_EVENTS);
    const audience = feedAudienceOf(stack.bff.pubsub);
    while (audience.viewerCount < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await publish({ text: 'Friends only, live', audience: 'FRIENDS' });
    await publish({ text: 'For everyone, live' });
    // Fay hears both; Sam only the public one; Bob, blocked, nothing (the public one is the last published).
    expect((await fayFeed.next()).data).toEqual({ momentFeedEvents: { __typename: 'NewMomentsEvent', count: 1 } });
    expect((await fayFeed.next()).data).toEqual({ momentFeedEvents: { __typename: 'NewMomentsEvent', count: 2 } });
    expect((await samFeed.next()).data).toEqual({ momentFeedEvents: { __typename: 'NewMomentsEvent', count: 1 } });
    const bobHeard = await Promise.race([
      bobFeed.next().then(() => 'an event'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 300)),
    ]);
    expect(bobHeard).toBe('nothing');
    for (const feed of [fayFeed, samFeed, bobFeed]) feed.dispose();
    while (audience.viewerCount > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
