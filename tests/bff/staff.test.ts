import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { GraphQLSession } from '../support/graphql-session';
import { momentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';
import { codeOf, staffFactorThroughGraph } from '../support/staff';

const STAFF = '{ viewer { staff { role secondFactor } staffMembers { email role enrolled } } }';
const ENROL = `mutation { staffFactorEnrol { __typename ... on StaffFactorEnrolPayload { secret otpauthUri }
  ... on Error { message } } }`;
const CONFIRM = `mutation($input: StaffFactorConfirmInput!) { staffFactorConfirm(input: $input) { __typename
  ... on StaffFactorConfirmPayload { recoveryCodes viewer { staff { secondFactor } } } ... on Error { message } } }`;
const VERIFY = `mutation($input: StaffVerifyInput!) { staffVerify(input: $input) { __typename
  ... on StaffVerifyPayload { viewer { staff { secondFactor } } } ... on Error { message } } }`;
const ROLE = `mutation($input: StaffRoleSetInput!) { staffRoleSet(input: $input) { __typename
  ... on StaffRoleSetPayload { viewer { staffMembers { email role } } } ... on Error { message } } }`;

const RESET = `mutation($input: StaffFactorResetInput!) { staffFactorReset(input: $input) { __typename
  ... on StaffFactorResetPayload { viewer { staffMembers { email role enrolled } } }
  ... on ValidationError { field } ... on Error { message } } }`;

/**
 * Staff access through the BFF (issue 25): an admin enrols a second factor (secret and otpauth:// address), confirms
 * it with a code (ten recovery codes, once), verifies each new session, and grants and revokes roles; typed errors
 * in the member's language.
 */
describe('staff access through the graph', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('enrols, confirms and verifies an admin, who grants and revokes roles', async () => {
    const ada = await momentMember(stack, 'Ada', 'de');
    const ben = await momentMember(stack, 'Ben');
    expect((await ada.session.request(ENROL)).data.staffFactorEnrol).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'Das darf nur das Across-Team.',
    });
    await stack.upstream.database.db.update(users).set({ staffRole: 'admin' }).where(eq(users.id, ada.upstreamId));
    expect((await ada.session.request(STAFF)).data.viewer).toEqual({
      staff: { role: 'ADMIN', secondFactor: 'NONE' },
      staffMembers: null,
    });

    const enrolled = (await ada.session.request(ENROL)).data.staffFactorEnrol;
    expect(enrolled.otpauthUri).toMatch(/^otpauth:\/\/totp\/Across%20staff:.*secret=/);
    const wrong = await ada.session.request(CONFIRM, { input: { code: '000000' } });
    expect(wrong.data.staffFactorConfirm).toMatchObject({ __typename: 'StaffCodeInvalidError' });
    const confirmed = (await ada.session.request(CONFIRM, { input: { code: await codeOf(enrolled.secret) } })).data
      .staffFactorConfirm;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.viewer.staff.secondFactor).toBe('VERIFIED');

    // A new session of hers must verify; a recovery code does.
    const email = (
      await stack.upstream.database.db.select({ email: users.email }).from(users).where(eq(users.id, ada.upstreamId))
    )[0].email;
    const other = await new GraphQLSession(stack.bffUrl, 'en').login(email, 'long enough password');
    expect((await other.request(STAFF)).data.viewer.staff.secondFactor).toBe('ENROLLED');
    const refused = await other.request(ROLE, { input: { email: 'x@example.test', role: 'SUPPORT' } });
    expect(refused.data.staffRoleSet.__typename).toBe('StaffSecondFactorRequiredError');
    const recovered = await other.request(VERIFY, { input: { code: confirmed.recoveryCodes[0] } });
    expect(recovered.data.staffVerify.viewer.staff.secondFactor).toBe('VERIFIED');

    const benEmail = (
      await stack.upstream.database.db.select({ email: users.email }).from(users).where(eq(users.id, ben.upstreamId))
    )[0].email;
    const granted = await other.request(ROLE, { input: { email: benEmail, role: 'MODERATOR' } });
    expect(granted.data.staffRoleSet.viewer.staffMembers).toEqual([
      { email, role: 'ADMIN' },
      { email: benEmail, role: 'MODERATOR' },
    ]);
    expect((await ben.session.request(STAFF)).data.viewer.staff).toEqual({ role: 'MODERATOR', secondFactor: 'NONE' });

    // Ben sets his factor up and loses his phone: the admin resets it (not her own), and he sets it up again.
    await staffFactorThroughGraph(ben.session);
    expect((await ben.session.request(STAFF)).data.viewer.staff.secondFactor).toBe('VERIFIED');
    const ids = (await other.request('{ viewer { user { id } staffMembers { user email } } }')).data.viewer;
    const benId = ids.staffMembers.find((row: { email: string }) => row.email === benEmail).user;
    const self = await other.request(RESET, { input: { userId: ids.user.id } });
    expect(self.data.staffFactorReset).toMatchObject({ __typename: 'ValidationError', field: 'userId' });
    const reset = await other.request(RESET, { input: { userId: benId } });
    expect(reset.data.staffFactorReset.viewer.staffMembers).toContainEqual({
      email: benEmail,
      role: 'MODERATOR',
      enrolled: false,
    });
    expect((await ben.session.request(STAFF)).data.viewer.staff.secondFactor).toBe('NONE');
    const last = await other.request(ROLE, { input: { email, role: null } });
    expect(last.data.staffRoleSet.__typename).toBe('StaffLastAdminError');
    const revoked = await other.request(ROLE, { input: { email: benEmail, role: null } });
    expect(revoked.data.staffRoleSet.viewer.staffMembers).toEqual([{ email, role: 'ADMIN' }]);
  });
});
