import { sql } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { subscribe } from './graphql-session';
import type { MomentMember } from './moment-members';
import type { Stack } from './stack';

/** The random match through the graph (issue 22): the operations the tests share. */

export const ATTEMPT = `id status startedAt deadline secondsLeft endedAt
  preferences { gender ageMin ageMax language region } partner { id nickname }`;
export const MATCH_START = `mutation($input: MatchStartInput!) { matchStart(input: $input) { __typename
  ... on MatchStartPayload { attempt { ${ATTEMPT} } viewer { matchStatus { canStart current { id status } } } }
  ... on MatchAttemptsExhaustedError { message nextAttemptsAt }
  ... on ValidationError { field message } ... on Error { message } } }`;
export const MATCH_CANCEL = `mutation($id: ID!) { matchCancel(input: { attemptId: $id }) { __typename
  ... on MatchCancelPayload { attempt { ${ATTEMPT} } viewer { matchStatus { canStart current { id status } } } }
  ... on ValidationError { field message } ... on Error { message } } }`;
export const MATCH_STATUS = `{ viewer { matchStatus { canStart unlimited canChoosePreferences nextAttemptsAt
  current { ${ATTEMPT} } } } }`;
export const MATCH_EVENTS = `subscription { viewerEvents { __typename occurredAt
  ... on MatchStartedEvent { attempt { ${ATTEMPT} } }
  ... on MatchFoundEvent { attempt { ${ATTEMPT} } viewer { matchStatus { canStart current { id status } } } }
  ... on MatchEndedEvent { attempt { ${ATTEMPT} } } } }`;

export type MatchAttempt = {
  id: string;
  status: 'SEARCHING' | 'MATCHED' | 'NO_MATCH' | 'CANCELLED';
  startedAt: string;
  deadline: string;
  secondsLeft: number;
  endedAt: string | null;
  preferences: Record<string, unknown> | null;
  partner: { id: string; nickname: string } | null;
};

/** `matchStart` as the member asks it: its result (payload or typed error). */
export async function startMatch(who: MomentMember, preferences?: Record<string, unknown>) {
  const answer = await who.session.request(MATCH_START, { input: preferences ? { preferences } : {} });
  if (!answer.data) throw new Error(`matchStart failed: ${JSON.stringify(answer)}`);
  return answer.data.matchStart;
}

export async function cancelMatch(who: MomentMember, attemptId: string) {
  const answer = await who.session.request(MATCH_CANCEL, { id: attemptId });
  if (!answer.data) throw new Error(`matchCancel failed: ${JSON.stringify(answer)}`);
  return answer.data.matchCancel;
}

/** The viewer's match events on a socket, one at a time (other kinds are passed over). */
export function matchEventsOn(client: Client) {
  const events = subscribe(client, MATCH_EVENTS);
  return {
    dispose: events.dispose,
    async next(): Promise<{ __typename: string; occurredAt: string; attempt: MatchAttempt; viewer?: unknown }> {
      for (;;) {
        const event = await events.next();
        if (event.errors) throw new Error(JSON.stringify(event.errors));
        const payload = event.data.viewerEvents;
        if (String(payload.__typename).startsWith('Match')) return payload;
      }
    },
  };
}

/** The member's socket is listening once their own start is heard: a start, heard, then cancelled. */
export async function listeningFor(who: MomentMember, events: ReturnType<typeof matchEventsOn>) {
  const started = await startMatch(who);
  if (started.attempt?.status !== 'SEARCHING') throw new Error(`the warm-up start: ${JSON.stringify(started)}`);
  const heard = await events.next();
  if (heard.__typename !== 'MatchStartedEvent' || heard.attempt.id !== started.attempt.id)
    throw new Error(`the warm-up start was not heard first: ${JSON.stringify(heard)}`);
  await cancelMatch(who, started.attempt.id);
  const ended = await events.next();
  if (ended.__typename !== 'MatchEndedEvent') throw new Error(`the warm-up cancel: ${JSON.stringify(ended)}`);
}

/**
 * New members' ids start far from 1 (a random place), so that the viewer topics of a file on
 * Redis (channels named by member ids, shared by every file) never meet another file's.
 */
export async function distantMemberIds(stack: Stack) {
  const start = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  await stack.upstream.database.db.execute(sql.raw(`alter sequence users_id_seq restart with ${start}`));
}
