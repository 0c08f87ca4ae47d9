import type { Client } from 'graphql-ws';
import { subscribe } from './graphql-session';
import type { MomentMember } from './moment-members';

/** Notices and announcements through the graph (issue 23): the operations the tests share. */

export const NOTICE = `id kind count unread firstAt latestAt actors { id nickname } moment { id }`;
export const NOTICES = `query($first: Int) { viewer { unreadNoticeCount
  notices(first: $first) { totalCount edges { node { ${NOTICE} } } } } }`;
export const ANNOUNCEMENT = `id title body language publishAt pinned unread`;
export const ANNOUNCEMENTS = `{ viewer { unreadAnnouncementCount
  announcements(first: 20) { totalCount edges { node { ${ANNOUNCEMENT} } } } } }`;
export const MAINTENANCE = `{ maintenance { message startsAt endsAt active } }`;
export const MARK_READ = `mutation($input: NoticesMarkReadInput!) { noticesMarkRead(input: $input) { __typename
  ... on NoticesMarkReadPayload { viewer { unreadNoticeCount unreadAnnouncementCount } }
  ... on MaintenanceError { message endsAt } ... on Error { message } } }`;
export const SETTINGS = `{ viewer { noticeSettings { kind audience push } } }`;
export const SETTINGS_UPDATE = `mutation($input: NoticeSettingsUpdateInput!) { noticeSettingsUpdate(input: $input) {
  __typename ... on NoticeSettingsUpdatePayload { viewer { noticeSettings { kind audience push } } }
  ... on ValidationError { field message } ... on Error { message } } }`;
export const ANNOUNCEMENT_PUBLISH = `mutation($input: AnnouncementPublishInput!) { announcementPublish(input: $input) {
  __typename ... on AnnouncementPublishPayload { announcementId } ... on Error { message } } }`;
export const MAINTENANCE_SET = `mutation($input: MaintenanceSetInput!) { maintenanceSet(input: $input) {
  __typename ... on MaintenanceSetPayload { maintenance { message startsAt endsAt active } } ... on Error { message } } }`;
export const NOTICE_EVENTS = `subscription { viewerEvents { __typename occurredAt
  ... on NoticeChangedEvent { notice { ${NOTICE} } removedNoticeId viewer { unreadNoticeCount unreadAnnouncementCount } }
  ... on NoticesReadEvent { viewer { unreadNoticeCount unreadAnnouncementCount } }
  ... on AnnouncementPublishedEvent { announcement { ${ANNOUNCEMENT} } }
  ... on MaintenanceChangedEvent { maintenance { message startsAt endsAt active } } } }`;

export type NoticeNode = {
  id: string;
  kind: string;
  count: number;
  unread: boolean;
  firstAt: string;
  latestAt: string;
  actors: Array<{ id: string; nickname: string }>;
  moment: { id: string } | null;
};

// biome-ignore lint/suspicious/noExplicitAny: an event is whichever kind came
export type NoticeEvent = { __typename: string; occurredAt: string } & Record<string, any>;

const KINDS = new Set([
  'NoticeChangedEvent',
  'NoticesReadEvent',
  'AnnouncementPublishedEvent',
  'MaintenanceChangedEvent',
]);

/** The viewer's notice events on a socket, one at a time (other kinds are passed over). */
export function noticeEventsOn(client: Client) {
  const events = subscribe(client, NOTICE_EVENTS);
  return {
    dispose: events.dispose,
    async next(): Promise<NoticeEvent> {
      for (;;) {
        const event = await events.next();
        if (event.errors) throw new Error(JSON.stringify(event.errors));
        const payload = event.data.viewerEvents;
        if (KINDS.has(payload.__typename)) return payload;
      }
    },
  };
}

/** Marks the member's notices read (all, or up to a Notice): the mutation's result. */
export async function markNoticesRead(who: MomentMember, upTo?: string) {
  const answer = await who.session.request(MARK_READ, { input: upTo ? { upTo } : {} });
  if (!answer.data) throw new Error(`noticesMarkRead failed: ${JSON.stringify(answer)}`);
  return answer.data.noticesMarkRead;
}

/** The member's socket is listening once their own read is heard (a read always tells the member's other tabs). */
export async function listeningForNotices(who: MomentMember, events: ReturnType<typeof noticeEventsOn>) {
  const read = await markNoticesRead(who);
  if (read.__typename !== 'NoticesMarkReadPayload') throw new Error(`the warm-up read: ${JSON.stringify(read)}`);
  const heard = await events.next();
  if (heard.__typename !== 'NoticesReadEvent')
    throw new Error(`the warm-up read was not heard: ${JSON.stringify(heard)}`);
}

/** The member's notices as the list shows them, newest first, and the badge. */
export async function noticesOf(who: MomentMember, first = 20) {
  const answer = await who.session.request(NOTICES, { first });
  if (!answer.data) throw new Error(`notices failed: ${JSON.stringify(answer)}`);
  const { unreadNoticeCount, notices } = answer.data.viewer;
  return {
    unreadNoticeCount: unreadNoticeCount as number,
    totalCount: notices.totalCount as number,
    nodes: notices.edges.map((edge: { node: NoticeNode }) => edge.node) as NoticeNode[],
  };
}

export const LIKE = (field: 'momentLike' | 'momentUnlike') =>
  `mutation($id: ID!) { ${field}(input: { momentId: $id }) { __typename ... on Error { message } } }`;
export const COMMENT = `mutation($id: ID!, $text: String!) { momentCommentAdd(input: { momentId: $id, text: $text }) {
  __typename ... on MomentCommentAddPayload { commentEdge { node { id } } } ... on Error { message } } }`;
export const FOLLOW = (field: 'userFollow' | 'userUnfollow') =>
  `mutation($id: ID!) { ${field}(input: { userId: $id }) { __typename ... on Error { message } } }`;

/** Does it through the graph, failing unless it worked. */
export async function act(who: MomentMember, query: string, variables: Record<string, unknown>) {
  const answer = await who.session.request(query, variables);
  const result = answer.data && (Object.values(answer.data)[0] as { __typename: string });
  if (!result || !result.__typename.endsWith('Payload')) throw new Error(`${query}: ${JSON.stringify(answer)}`);
  return result;
}

/** Mutes (or unmutes) a member's notices; the payload's fields when it worked, else the error's. */
export const MUTE = `mutation($id: ID!) { noticeMemberMute(input: { userId: $id }) { __typename
  ... on NoticeMemberMutePayload { removedNoticeIds notices { ${NOTICE} } viewer { unreadNoticeCount } }
  ... on Error { message } } }`;
export const UNMUTE = `mutation($id: ID!) { noticeMemberUnmute(input: { userId: $id }) { __typename
  ... on Error { message } } }`;
export const MUTED = `{ viewer { noticeMutedMembers(first: 20) { totalCount edges { node { id nickname } } } } }`;
