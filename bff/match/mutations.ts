import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { GenderFilter } from '../meet/queries';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { MatchAttemptInfo, MatchPreferencesInfo } from './endpoints';
import { MatchAttemptNotFoundError, MatchAttemptsExhaustedError, MatchPreferencesNotAllowedError } from './errors';
import { MatchAttempt } from './types';

/** Starting and cancelling a random match; each answers the attempt and the viewer afresh (its matchStatus). */

const MatchPreferencesInput = builder.inputType('MatchPreferencesInput', {
  description: 'Who an SVIP member wants to meet; each optional (a member who has not said what one asks is not met).',
  fields: (f) => ({
    gender: f.field({ type: GenderFilter }),
    ageMin: f.int({ description: '18 to 99.' }),
    ageMax: f.int({ description: '18 to 99, not below ageMin.' }),
    language: f.string({ description: 'A language they speak (systemLists.languages).' }),
    region: f.string({ description: 'Their country or region (systemLists.regions).' }),
  }),
});

const attemptPayload = (name: string) =>
  builder.objectRef<{ attempt: MatchAttemptInfo; viewer: ViewerSource }>(name).implement({
    fields: (f) => ({
      attempt: f.field({ type: MatchAttempt, resolve: (p) => p.attempt }),
      viewer: f.field({ type: Viewer, description: 'The viewer afresh (matchStatus).', resolve: (p) => p.viewer }),
    }),
  });

/** Only the preferences given, as upstream takes them (a null field is no preference). */
function preferencesOf(input: Record<string, unknown> | null | undefined): MatchPreferencesInfo | undefined {
  if (!input) return undefined;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as MatchPreferencesInfo;
}

builder.mutationField('matchStart', (t) =>
  t.field({
    type: attemptPayload('MatchStartPayload'),
    description:
      'Starts a random match: MATCHED at once when a partner is free, else SEARCHING until `deadline` (then a MatchFoundEvent or a MatchEndedEvent on viewerEvents). Starting while searching answers that attempt. Only SVIP members may send preferences.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MatchStartInput', {
          fields: (f) => ({ preferences: f.field({ type: MatchPreferencesInput }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [MatchAttemptsExhaustedError, MatchPreferencesNotAllowedError, ValidationError],
      union: { name: 'MatchStartResult' },
    },
    resolve: async (_root, { input }, context) => {
      const attempt = await context.upstream.match.start(preferencesOf(input.preferences));
      context.loaders.clearAll();
      context.loaders.primeMatchAttempts([attempt]);
      return { attempt, viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('matchCancel', (t) =>
  t.field({
    type: attemptPayload('MatchCancelPayload'),
    description:
      'Stops the viewer’s searching attempt. If a partner was found first, the answer is that match (one outcome, never both).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MatchCancelInput', {
          fields: (f) => ({ attemptId: f.globalID({ required: true, description: 'The attempt’s global ID.' }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [MatchAttemptNotFoundError, ValidationError], union: { name: 'MatchCancelResult' } },
    resolve: async (_root, { input }, context) => {
      const attempt = await context.upstream.match.cancel(
        upstreamIdOf(context, input.attemptId, 'MatchAttempt', 'attemptId'),
      );
      context.loaders.clearAll();
      context.loaders.primeMatchAttempts([attempt]);
      return { attempt, viewer: await viewerOf(context) };
    },
  }),
);
