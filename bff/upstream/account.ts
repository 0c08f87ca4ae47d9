import type { UpstreamCaller, UpstreamTransport } from './transport';
import type { LoginResult, MyInfo, UserInfo } from './types';

/**
 * /user-service/account/* and the member's own profile (docs/contract.md "Account"), for one
 * caller. A class, so a long-lived context (a socket's subscription) holds two fields, not a
 * closure per path.
 */
export class AccountEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  myInfo() {
    return this.transport.get<MyInfo>(this.caller, '/account/my-info');
  }
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
  editProfile(changes: Record<string, unknown>) {
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
