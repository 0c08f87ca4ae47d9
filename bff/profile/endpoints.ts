import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/**
 * The member's own profile (docs/contract.md "Account"): its fields, the interface language, the avatar, for one
 * caller.
 */
export class ProfileEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  edit(changes: Record<string, unknown>) {
    return this.transport.post<UserInfo>(this.caller, '/user/info-edit', changes);
  }
  /** The language the member now uses Across in (their reading language until they choose one). */
  setInterfaceLanguage(language: string) {
    return this.transport.post<null>(this.caller, '/user/interface-language', { language });
  }
  uploadAvatar(bytes: Buffer, contentType: string) {
    return this.transport.postBytes<UserInfo>(this.caller, '/file/avatar', bytes, contentType);
  }
}

declare module '../core/upstream' {
  interface Upstream {
    profile: ProfileEndpoints;
  }
}

registerUpstreamArea('profile', ProfileEndpoints);
