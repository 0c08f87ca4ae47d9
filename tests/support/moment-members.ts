import { GraphQLSession } from './graphql-session';
import { testPhoto } from './moments';
import type { Stack } from './stack';

const PASSWORD = 'long enough password';
let made = 0;

/** A member logged in through the BFF: their session, global ID and upstream id. */
export interface MomentMember {
  session: GraphQLSession;
  id: string;
  upstreamId: number;
}

export async function momentMember(stack: Stack, nickname: string, language = 'en'): Promise<MomentMember> {
  const email = `${nickname.toLowerCase()}.${++made}@example.test`;
  const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language });
  const session = await new GraphQLSession(stack.bffUrl, language).login(email, PASSWORD);
  const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
  return { session, id: viewer.user.id, upstreamId: info.id };
}

/** A photo uploaded as the browser does: the grant from the graph, the bytes to its URL on the BFF. */
export async function uploadThroughBff(stack: Stack, who: MomentMember): Promise<string> {
  const grant = (await who.session.request(`mutation { momentPhotoUploadGrant { uploadUrl } }`)).data
    .momentPhotoUploadGrant.uploadUrl as string;
  const upload = await fetch(`${stack.bffUrl}${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(await testPhoto()),
  });
  const answer = (await upload.json()) as { code: number; data: { key: string } };
  if (answer.code !== 200) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
  return answer.data.key;
}

const PUBLISH = `mutation($input: MomentPublishInput!) { momentPublish(input: $input) { __typename
  ... on MomentPublishPayload { momentEdge { cursor node { id text language kind audience interactionsAudience pinned
    burnState likeCount commentCount viewerHasLiked isMine publishedAt author { id nickname }
    pictures { id url width height } translation { sourceLanguage } } } }
  ... on ValidationError { field } ... on Error { message } } }`;

/** Publishes through the graph with `photos` fresh uploads; answers `momentPublish`, failing unless published. */
export async function publishThroughBff(stack: Stack, who: MomentMember, input: Record<string, unknown>, photos = 1) {
  const uploadKeys: string[] = [];
  for (let i = 0; i < photos; i++) uploadKeys.push(await uploadThroughBff(stack, who));
  const answer = await who.session.request(PUBLISH, { input: { uploadKeys, ...input } });
  if (answer.data?.momentPublish?.__typename !== 'MomentPublishPayload')
    throw new Error(`publish failed: ${JSON.stringify(answer)}`);
  return answer.data.momentPublish;
}
