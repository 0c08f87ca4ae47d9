import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { nextConnected } from '../support/graphql-session';
import { overSocket } from '../support/moderation-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';
import { staffThroughGraph } from '../support/staff';

type Who = 'member' | 'support' | 'moderator' | 'admin' | 'unverified admin';

const result = (field: string, input: string) =>
  `mutation($input: ${input}!) { ${field}(input: $input) { __typename ... on Error { message } } }`;

/** Every staff mutation, who may use it, and an input that passes every other check for those. */
const MUTATIONS: Array<[string, string, Record<string, unknown>, Who[]]> = [
  [
    'announcementPublish',
    'AnnouncementPublishInput',
    { texts: [{ language: 'en', title: 'Staff news', body: 'Hello' }] },
    ['admin'],
  ],
  ['maintenanceSet', 'MaintenanceSetInput', { clear: true }, ['admin']],
  [
    'announcementUpdate',
    'AnnouncementUpdateInput',
    { announcementId: encodeGlobalID('StaffAnnouncement', '999999'), version: 1, pinned: true },
    ['admin'],
  ],
  [
    'announcementWithdraw',
    'AnnouncementWithdrawInput',
    { announcementId: encodeGlobalID('StaffAnnouncement', '999999'), version: 1 },
    ['admin'],
  ],
  [
    'orderFulfilmentSet',
    'OrderFulfilmentSetInput',
    { orderId: encodeGlobalID('Order', '999999'), fulfilment: 'SHIPPED' },
    ['admin'],
  ],
  [
    'productPriceSet',
    'ProductPriceSetInput',
    { productId: encodeGlobalID('Product', '999999'), goldCoins: 10 },
    ['admin'],
  ],
  [
    'productStockChange',
    'ProductStockChangeInput',
    { productId: encodeGlobalID('Product', '999999'), change: 1 },
    ['admin'],
  ],
  [
    'productShelfSet',
    'ProductShelfSetInput',
    { productId: encodeGlobalID('Product', '999999'), onSale: false },
    ['admin'],
  ],
  [
    'moderationItemClaim',
    'ModerationItemClaimInput',
    { itemId: encodeGlobalID('ModerationItem', '999999'), version: 1 },
    ['moderator', 'admin'],
  ],
  [
    'moderationItemDismiss',
    'ModerationItemDismissInput',
    { itemId: encodeGlobalID('ModerationItem', '999999'), version: 1 },
    ['moderator', 'admin'],
  ],
  ['staffRoleSet', 'StaffRoleSetInput', { email: 'nobody@example.test', role: 'SUPPORT' }, ['admin']],
  ['staffFactorReset', 'StaffFactorResetInput', { userId: encodeGlobalID('User', '999999') }, ['admin']],
  ...(
    [
      ['supportConversationClaim', 'SupportConversationClaimInput', {}],
      ['supportConversationRelease', 'SupportConversationReleaseInput', {}],
      ['supportReplySend', 'SupportReplySendInput', { clientId: 'staff-privacy', text: 'Hello' }],
      ['supportNoteAdd', 'SupportNoteAddInput', { text: 'A note' }],
    ] as const
  ).map(([field, input, extra]): [string, string, Record<string, unknown>, Who[]] => [
    field,
    input,
    { conversationId: encodeGlobalID('SupportConversation', '999999'), ...extra },
    ['support', 'admin'],
  ]),
];

/** Every staff query, who may read it: null for anyone else. */
const QUERIES: Array<[string, string, Who[]]> = [
  ['staffMembers', '{ viewer { staffMembers { user email role enrolled } } }', ['admin']],
  ['moderationQueue', '{ viewer { moderationQueue(first: 5) { totalCount } } }', ['moderator', 'admin']],
  ['staffAnnouncements', '{ viewer { staffAnnouncements(first: 5) { totalCount } } }', ['admin']],
  ['maintenanceDesk', '{ viewer { maintenanceDesk { window { startsAt } } } }', ['admin']],
  ['staffProducts', '{ viewer { staffProducts(first: 5) { totalCount } } }', ['admin']],
  ['staffOrders', '{ viewer { staffOrders(first: 5, stage: TO_SHIP) { totalCount } } }', ['admin']],
  ['staffFigures', '{ viewer { staffFigures { day openReports } } }', ['admin']],
  ['supportInbox', '{ viewer { supportInbox(first: 5) { totalCount } } }', ['support', 'admin']],
];

/**
 * Issue 25: every staff query and mutation of the graph by role (member, support, moderator, admin) and for an admin
 * whose session has not passed the second factor, over HTTP and over the socket: a wrong role is refused
 * (ForbiddenError, a query null), an unverified session too (StaffSecondFactorRequiredError), the right role passes.
 */
describe('staff operations by role, over HTTP and WebSocket', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const people = {} as Record<Who, MomentMember & { client: Client }>;

  const withSocket = async (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    client.subscribe(
      { query: 'subscription { viewerEvents { __typename } }' },
      { next() {}, error() {}, complete() {} },
    );
    await connected;
    return { ...who, client };
  };

  beforeAll(async () => {
    stack = await startStack();
    for (const who of ['member', 'support', 'moderator', 'admin', 'unverified admin'] as const) {
      const member = await momentMember(stack, who.replace(' ', ''));
      if (who === 'unverified admin')
        await stack.upstream.database.db
          .update(users)
          .set({ staffRole: 'admin' })
          .where(eq(users.id, member.upstreamId));
      else if (who !== 'member') await staffThroughGraph(stack, member, who);
      people[who] = await withSocket(member);
    }
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('tells each viewer their own role and second factor only', async () => {
    const query = '{ viewer { staff { role secondFactor } } }';
    const expected: Record<Who, unknown> = {
      member: { role: null, secondFactor: 'NONE' },
      support: { role: 'SUPPORT', secondFactor: 'VERIFIED' },
      moderator: { role: 'MODERATOR', secondFactor: 'VERIFIED' },
      admin: { role: 'ADMIN', secondFactor: 'VERIFIED' },
      'unverified admin': { role: 'ADMIN', secondFactor: 'NONE' },
    };
    for (const [who, person] of Object.entries(people) as Array<[Who, (typeof people)[Who]]>)
      for (const answer of [await person.session.request(query), await overSocket(person.client, query)])
        expect(answer.data.viewer.staff, who).toEqual(expected[who]);
  });

  it('answers every staff query to its roles only', async () => {
    for (const [name, query, allowed] of QUERIES)
      for (const [who, person] of Object.entries(people) as Array<[Who, (typeof people)[Who]]>)
        for (const answer of [await person.session.request(query), await overSocket(person.client, query)]) {
          expect(answer.errors, `${name} as ${who}`).toBeUndefined();
          if (allowed.includes(who)) expect(answer.data.viewer[name], `${name} as ${who}`).not.toBeNull();
          else expect(answer.data.viewer[name], `${name} as ${who}`).toBeNull();
        }
  });

  it('answers an announcement as admins see it (node, nodes) to admins only', async () => {
    const published = await people.admin.session.request(
      `mutation($input: AnnouncementPublishInput!) { announcementPublish(input: $input) {
        ... on AnnouncementPublishPayload { staffAnnouncement { id } } } }`,
      { input: { texts: [{ language: 'en', title: 'Staff only view', body: 'Hello' }] } },
    );
    const id = published.data.announcementPublish.staffAnnouncement.id;
    const query = `query($id: ID!) { node(id: $id) { ... on StaffAnnouncement { state texts { language } } }
      nodes(ids: [$id]) { id } }`;
    for (const [who, person] of Object.entries(people) as Array<[Who, (typeof people)[Who]]>)
      for (const answer of [
        await person.session.request(query, { id }),
        await overSocket(person.client, query, { id }),
      ]) {
        expect(answer.errors, who).toBeUndefined();
        if (who === 'admin') expect(answer.data.node, who).toEqual({ state: 'PUBLISHED', texts: [{ language: 'en' }] });
        else expect(answer.data, who).toEqual({ node: null, nodes: [null] });
      }
  });

  it('refuses every staff mutation to other roles and to an unverified session', async () => {
    for (const [field, input, variables, allowed] of MUTATIONS) {
      const query = result(field, input);
      for (const [who, person] of Object.entries(people) as Array<[Who, (typeof people)[Who]]>)
        for (const answer of [
          await person.session.request(query, { input: variables }),
          await overSocket(person.client, query, { input: variables }),
        ]) {
          expect(answer.errors, `${field} as ${who}`).toBeUndefined();
          const typename = answer.data[field].__typename;
          if (allowed.includes(who))
            expect(['ForbiddenError', 'StaffSecondFactorRequiredError'], `${field} as ${who}`).not.toContain(typename);
          else if (who === 'unverified admin')
            expect(typename, `${field} as ${who}`).toBe('StaffSecondFactorRequiredError');
          else expect(typename, `${field} as ${who}`).toBe('ForbiddenError');
        }
    }
  });
});
