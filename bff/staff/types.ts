import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../core/builder';
import { Viewer } from '../viewer/types';
import { ADMINS, isStaff } from './access';
import type { SecondFactorValue, StaffMemberInfo, StaffRoleValue, StaffStatusInfo } from './endpoints';

export const StaffRole = builder.enumType('StaffRole', {
  description: 'A staff role: support (customer service), moderator (reports, sanctions), admin (everything).',
  values: {
    SUPPORT: { value: 'support' as StaffRoleValue },
    MODERATOR: { value: 'moderator' as StaffRoleValue },
    ADMIN: { value: 'admin' as StaffRoleValue },
  } as const,
});

export const StaffSecondFactor = builder.enumType('StaffSecondFactor', {
  description: 'Where the staff member’s second factor stands for this session.',
  values: {
    NONE: { value: 'none' as SecondFactorValue, description: 'Not set up: enrol (staffFactorEnrol).' },
    ENROLLED: {
      value: 'enrolled' as SecondFactorValue,
      description: 'Set up; this session must verify (staffVerify).',
    },
    VERIFIED: { value: 'verified' as SecondFactorValue, description: 'This session passed it (for 12 hours).' },
  } as const,
});

const StaffStatus = builder.objectRef<StaffStatusInfo>('StaffStatus').implement({
  description: 'The viewer as staff: their role (null for a member) and their second factor on this session.',
  fields: (t) => ({
    role: t.field({ type: StaffRole, nullable: true, resolve: (status) => status.role }),
    secondFactor: t.field({ type: StaffSecondFactor, resolve: (status) => status.secondFactor }),
  }),
});

const StaffMember = builder.objectRef<StaffMemberInfo>('StaffMember').implement({
  description: 'A staff member, as admins see them.',
  fields: (t) => ({
    user: t.id({ description: 'Their User ID.', resolve: (member) => encodeGlobalID('User', String(member.id)) }),
    email: t.exposeString('email'),
    nickname: t.exposeString('nickname'),
    role: t.field({ type: StaffRole, resolve: (member) => member.role }),
    enrolled: t.exposeBoolean('enrolled', { description: 'Whether their second factor is set up.' }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  staff: t.field({
    type: StaffStatus,
    description: 'The viewer’s staff role and second factor (a member: no role, NONE).',
    resolve: (_viewer, _args, context) => context.loaders.staffStatus(),
  }),
  staffMembers: t.field({
    type: [StaffMember],
    nullable: true,
    description: 'Every staff member, for an admin who passed the second factor; null for anyone else.',
    resolve: async (_viewer, _args, context) =>
      (await isStaff(context, ADMINS)) ? context.upstream.staff.members() : null,
  }),
}));
