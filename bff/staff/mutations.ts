import { TooManyAttemptsError } from '../account/errors';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { ValidationError } from '../core/errors';
import { memberId } from '../core/global-ids';
import { ForbiddenError } from '../notice/errors';
import { type ViewerSource, viewerOf } from '../viewer/types';
import { Viewer } from '../viewer/types';
import { ADMINS, requireStaff } from './access';
import {
  StaffCodeInvalidError,
  StaffFactorEnrolledError,
  StaffFactorNotEnrolledError,
  StaffLastAdminError,
  StaffMemberNotFoundError,
  StaffSecondFactorRequiredError,
} from './errors';
import { StaffRole } from './types';

/** Staff access: the second factor's enrolment, confirmation and verification; admins' role grants. */

/** After a change: the viewer read afresh (its `staff` and `staffMembers`). */
async function afresh(context: Context) {
  context.loaders.clearAll();
  return viewerOf(context);
}

const viewerField = { viewer: { type: Viewer, resolve: (payload: { viewer: ViewerSource }) => payload.viewer } };

const StaffFactorEnrolPayload = builder
  .objectRef<{ secret: string; otpauthUri: string }>('StaffFactorEnrolPayload')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'The new secret (Base32), to type into an authenticator app.' }),
      otpauthUri: t.exposeString('otpauthUri', { description: 'The otpauth:// address, for a QR code.' }),
    }),
  });

const StaffFactorConfirmPayload = builder
  .objectRef<{ recoveryCodes: string[]; viewer: ViewerSource }>('StaffFactorConfirmPayload')
  .implement({
    fields: (t) => ({
      recoveryCodes: t.exposeStringList('recoveryCodes', {
        description: 'Ten recovery codes, each usable once instead of a code: shown this once only.',
      }),
      viewer: t.field(viewerField.viewer),
    }),
  });

const StaffViewerPayload = (name: string) =>
  builder
    .objectRef<{ viewer: ViewerSource }>(name)
    .implement({ fields: (t) => ({ viewer: t.field(viewerField.viewer) }) });

const codeInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({
      code: f.string({ required: true, description: 'Six digits from the authenticator app (or a recovery code).' }),
    }),
  });

const CODE_ERRORS = [
  ForbiddenError,
  StaffCodeInvalidError,
  StaffFactorNotEnrolledError,
  ValidationError,
  TooManyAttemptsError,
];

builder.mutationField('staffFactorEnrol', (t) =>
  t.field({
    type: StaffFactorEnrolPayload,
    description:
      'Staff: a new second-factor secret to add to an authenticator app (replacing one not confirmed yet). Confirm it with staffFactorConfirm.',
    authScopes: { loggedIn: true },
    errors: { types: [ForbiddenError, StaffFactorEnrolledError], union: { name: 'StaffFactorEnrolResult' } },
    resolve: async (_root, _args, context) => {
      const { secret, uri } = await context.upstream.staff.enrol();
      return { secret, otpauthUri: uri };
    },
  }),
);

builder.mutationField('staffFactorConfirm', (t) =>
  t.field({
    type: StaffFactorConfirmPayload,
    description:
      'Staff: the first code from the app confirms the secret and verifies this session; answers ten recovery codes, once.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: codeInput('StaffFactorConfirmInput'), required: true }) },
    errors: { types: [...CODE_ERRORS, StaffFactorEnrolledError], union: { name: 'StaffFactorConfirmResult' } },
    resolve: async (_root, { input }, context) => {
      const { recoveryCodes } = await context.upstream.staff.confirm(input.code);
      return { recoveryCodes, viewer: await afresh(context) };
    },
  }),
);

builder.mutationField('staffVerify', (t) =>
  t.field({
    type: StaffViewerPayload('StaffVerifyPayload'),
    description:
      'Staff: a code from the app (or an unused recovery code) verifies this session for 12 hours. 5 attempts per member and 20 per address in 15 minutes.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: codeInput('StaffVerifyInput'), required: true }) },
    errors: { types: CODE_ERRORS, union: { name: 'StaffVerifyResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.staff.verify(input.code);
      return { viewer: await afresh(context) };
    },
  }),
);

builder.mutationField('staffRoleSet', (t) =>
  t.field({
    type: StaffViewerPayload('StaffRoleSetPayload'),
    description:
      'Admins: grants a staff role to the member with `email`, or revokes it (`role` null). The last admin keeps the role. Audited.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('StaffRoleSetInput', {
          fields: (f) => ({
            email: f.string({ required: true }),
            role: f.field({ type: StaffRole, description: 'Null: no longer staff.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [
        ForbiddenError,
        StaffSecondFactorRequiredError,
        StaffLastAdminError,
        StaffMemberNotFoundError,
        ValidationError,
      ],
      union: { name: 'StaffRoleSetResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      await context.upstream.staff.setRole(input.email, input.role ?? null);
      return { viewer: await afresh(context) };
    },
  }),
);

builder.mutationField('staffFactorReset', (t) =>
  t.field({
    type: StaffViewerPayload('StaffFactorResetPayload'),
    description:
      'Admins: another staff member lost their second factor: it goes with its recovery codes and verified sessions, and they set up a new one at their next staff page. Not one’s own. Audited.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('StaffFactorResetInput', {
          fields: (f) => ({ userId: f.globalID({ required: true, description: 'The staff member’s User ID.' }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ForbiddenError, StaffSecondFactorRequiredError, StaffMemberNotFoundError, ValidationError],
      union: { name: 'StaffFactorResetResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      await context.upstream.staff.resetFactor(memberId(context, input.userId));
      return { viewer: await afresh(context) };
    },
  }),
);
