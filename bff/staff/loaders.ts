import { once, registerLoaders } from '../core/loaders';
import type { StaffStatusInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** The caller's staff role and second factor, once per operation; a member's (or no session's): none. */
    staffStatus: () => Promise<StaffStatusInfo>;
  }
}

const NONE: StaffStatusInfo = { role: null, secondFactor: 'none' };

registerLoaders({
  staffStatus: ({ upstream, caller }) => once(async () => (caller.token ? upstream.staff.me() : NONE)),
});
