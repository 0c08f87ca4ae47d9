import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/**
 * /user-service/account/* (docs/contract.md "Account"), for one caller: logging in and out,
 * codes, registration, passwords, closing the account.
 */
export class AccountEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  login(input: { email: string; password: string }) {
    return this.transport.post<LoginResult>(this.caller, '/account/login', input);
  }
  logout() {
    return this.transport.post<null>(this.caller, '/account/logout', {});
  }
  sendCode(input: { email: string; purpose: string }) {
    return this.transport.post<{ resendAfterSeconds: number }>(this.caller, '/account/verification-code2', input);
  }
  checkCode(input: { email: string; purpose: string; code: string }) {
    return this.transport.post<{ valid: true }>(this.caller, '/account/judge-code', input);
  }
  register(input: { email: string; code: string; password: string; nickname?: string }) {
    return this.transport.post<LoginResult>(this.caller, '/account/register', input);
  }
  /** Without a session: a reset with an e-mailed code. */
  resetPassword(input: { email: string; code: string; password: string }) {
    return this.transport.post<null>(this.caller, '/account/update-pass', input);
  }
  /** With a session: a change with the current password (upstream calls it `oldPassword`). */
  changePassword(input: { oldPassword: string; password: string }) {
    return this.transport.post<null>(this.caller, '/account/update-pass', input);
  }
  cancel(input: { password: string }) {
    return this.transport.post<null>(this.caller, '/account/cancel-account', input);
  }
}

declare module '../core/upstream' {
  interface Upstream {
    account: AccountEndpoints;
  }
}

registerUpstreamArea('account', AccountEndpoints);
