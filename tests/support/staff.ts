import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../upstream/db/schema';
import type { StaffRole } from '../../upstream/staff/access';
import type { GraphQLSession } from './graphql-session';
import type { Stack } from './stack';
import type { TestUpstream } from './upstream';

/** Staff in upstream tests (issue 25): a role set in the database, the second factor enrolled and confirmed over REST. */

/** A TOTP time step: a code is right for one. */
const STEP_SECONDS = 30;

/** The current code of a secret, or the one `steps` time steps away. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });

/**
 * Waits for the next time step when the current one ends within `roomMs`: a test that reads "the step before" and
 * "the current one" through `codeOf` must not cross a step between its calls (the step before would become two steps
 * old and the current one unused).
 */
export async function aStepWithRoom(roomMs = 5_000) {
  const left = STEP_SECONDS * 1000 - (Date.now() % (STEP_SECONDS * 1000));
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Makes the member staff with `role` and passes the second factor on their session (`token`): enrol, then confirm
 * with the current code. Answers the secret and the recovery codes.
 */
export async function staffFactor(api: TestUpstream, who: { id: number; token: string }, role: StaffRole) {
  await api.upstream.database.db.update(users).set({ staffRole: role }).where(eq(users.id, who.id));
  const enrolled = await api.call('POST', '/staff/factor/enrol', { token: who.token });
  if (enrolled.code !== 200) throw new Error(`enrol failed: ${enrolled.msg}`);
  const secret = enrolled.data.secret as string;
  const confirmed = await api.call('POST', '/staff/factor/confirm', {
    token: who.token,
    body: { code: await codeOf(secret) },
  });
  if (confirmed.code !== 200) throw new Error(`confirm failed: ${confirmed.msg}`);
  return { secret, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

const ENROL = `mutation { staffFactorEnrol { __typename ... on StaffFactorEnrolPayload { secret otpauthUri }
  ... on Error { message } } }`;
const CONFIRM = `mutation($input: StaffFactorConfirmInput!) { staffFactorConfirm(input: $input) { __typename
  ... on StaffFactorConfirmPayload { recoveryCodes viewer { staff { role secondFactor } } } ... on Error { message } } }`;

/**
 * Passes the second factor through the graph on a staff member's session (their role set already): enrol, then
 * confirm with the current code. Answers the secret and the recovery codes.
 */
export async function staffFactorThroughGraph(session: GraphQLSession) {
  const enrolled = (await session.request(ENROL)).data?.staffFactorEnrol;
  if (enrolled?.__typename !== 'StaffFactorEnrolPayload') throw new Error(`enrol failed: ${JSON.stringify(enrolled)}`);
  const confirmed = (await session.request(CONFIRM, { input: { code: await codeOf(enrolled.secret) } })).data
    ?.staffFactorConfirm;
  if (confirmed?.__typename !== 'StaffFactorConfirmPayload')
    throw new Error(`confirm failed: ${JSON.stringify(confirmed)}`);
  return { secret: enrolled.secret as string, recoveryCodes: confirmed.recoveryCodes as string[] };
}

/** A member (of the graph tests) made staff with `role` in the database, their second factor passed through the graph. */
export async function staffThroughGraph(
  stack: Stack,
  who: { session: GraphQLSession; upstreamId: number },
  role: StaffRole,
) {
  await stack.upstream.database.db.update(users).set({ staffRole: role }).where(eq(users.id, who.upstreamId));
  return staffFactorThroughGraph(who.session);
}
