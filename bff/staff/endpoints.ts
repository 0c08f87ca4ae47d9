import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

export type StaffRoleValue = 'support' | 'moderator' | 'admin';
export type SecondFactorValue = 'none' | 'enrolled' | 'verified';

/** The caller's role (null: a member) and where their second factor stands for this session. */
export interface StaffStatusInfo {
  role: StaffRoleValue | null;
  secondFactor: SecondFactorValue;
}

export interface StaffMemberInfo {
  id: number;
  email: string;
  nickname: string;
  role: StaffRoleValue;
  enrolled: boolean;
}

/** /user-service's staff access (`/staff/me`, `/staff/factor/*`, `/staff/verify`, `/staff/members`, `/staff/role`). */
export class StaffEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  me() {
    return this.transport.get<StaffStatusInfo>(this.caller, '/staff/me');
  }
  /** A new unconfirmed secret and its otpauth:// address. */
  enrol() {
    return this.transport.post<{ secret: string; uri: string }>(this.caller, '/staff/factor/enrol', {});
  }
  /** The first code: the ten recovery codes, shown once. */
  confirm(code: string) {
    return this.transport.post<{ recoveryCodes: string[] }>(this.caller, '/staff/factor/confirm', { code });
  }
  verify(code: string) {
    return this.transport.post<StaffStatusInfo>(this.caller, '/staff/verify', { code });
  }
  members() {
    return this.transport.get<StaffMemberInfo[]>(this.caller, '/staff/members');
  }
  /** Another staff member's second factor gone: they set it up again. */
  resetFactor(userId: number) {
    return this.transport.post<{ id: number }>(this.caller, '/staff/factor/reset', { userId });
  }
  setRole(email: string, role: StaffRoleValue | null) {
    return this.transport.post<{ id: number; role: StaffRoleValue | null }>(this.caller, '/staff/role', {
      email,
      role,
    });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    staff: StaffEndpoints;
  }
}

registerUpstreamArea('staff', StaffEndpoints);
