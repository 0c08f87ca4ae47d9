import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** The caller's own account and profile, with their session (`/account/my-info`). */
export interface MyInfo extends UserInfo {
  sessionId: string;
}

/** Who the caller is (docs/contract.md "Account"). */
export class ViewerEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  myInfo() {
    return this.transport.get<MyInfo>(this.caller, '/account/my-info');
  }
}

declare module '../core/upstream' {
  interface Upstream {
    viewer: ViewerEndpoints;
  }
}

registerUpstreamArea('viewer', ViewerEndpoints);
