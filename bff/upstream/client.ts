import { Pool } from 'undici';
import { UPSTREAM_TIMEOUT_MS, type UiLanguage } from '../constants';
import {
  AccountExistsError,
  CodeExpiredError,
  CodeInvalidError,
  FriendError,
  type FriendErrorCode,
  InvalidCredentialsError,
  RegistrationClosedError,
  SearchOwnAccountError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UpstreamError,
  UserNotFoundError,
  ValidationError,
} from '../errors';

/** Who is asking: forwarded to upstream as the `token` and `language` headers. */
export interface UpstreamCaller {
  token: string | undefined;
  language: UiLanguage;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The /user-service REST client: one keep-alive undici Pool per BFF, the envelope of
 * spec §7 unwrapped, and the contract's `reason` codes turned into typed errors.
 */
export class UpstreamClient {
  private readonly pool: Pool;
  /** Counts requests; tests use it to prove batching. */
  requestCount = 0;

  constructor(baseUrl: string) {
    this.pool = new Pool(baseUrl, {
      connections: 64,
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
    });
  }

  get<T>(caller: UpstreamCaller, path: string, query?: Record<string, string | number>): Promise<T> {
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return this.request<T>(caller, 'GET', `${path}${search}`);
  }

  post<T>(caller: UpstreamCaller, path: string, body: unknown): Promise<T> {
    return this.request<T>(caller, 'POST', path, { bytes: JSON.stringify(body), contentType: 'application/json' });
  }

  /** An upload: the bytes as the body, typed as the browser said (upstream judges the content). */
  postBytes<T>(caller: UpstreamCaller, path: string, bytes: Buffer, contentType: string): Promise<T> {
    return this.request<T>(caller, 'POST', path, { bytes, contentType });
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async request<T>(
    caller: UpstreamCaller,
    method: 'GET' | 'POST',
    path: string,
    body?: { bytes: string | Buffer; contentType: string },
  ): Promise<T> {
    this.requestCount++;
    const headers: Record<string, string> = { platform: 'Web', language: caller.language };
    if (caller.token) headers.token = caller.token;
    if (body) headers['content-type'] = body.contentType;
    const response = await this.pool.request({
      method,
      path: `/user-service${path}`,
      headers,
      body: body?.bytes,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const text = await response.body.text();
    let envelope: Envelope<T & { reason?: string; field?: string }>;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new UpstreamError(response.statusCode, 'BAD_RESPONSE', `upstream ${method} ${path}: HTTP ${response.statusCode}, not JSON`);
    }
    if (envelope.code === 200) return envelope.data;
    const reason = envelope.data?.reason ?? 'UNKNOWN';
    switch (envelope.code === 401 ? 'UNAUTHENTICATED' : reason) {
      case 'UNAUTHENTICATED':
        throw new UnauthenticatedError(envelope.msg);
      case 'VALIDATION':
        throw new ValidationError(envelope.data?.field ?? '', envelope.msg);
      case 'INVALID_CREDENTIALS':
        throw new InvalidCredentialsError(envelope.msg);
      case 'TOO_MANY_ATTEMPTS':
        throw new TooManyAttemptsError(envelope.msg);
      case 'CODE_INVALID':
        throw new CodeInvalidError(envelope.msg);
      case 'CODE_EXPIRED':
        throw new CodeExpiredError(envelope.msg);
      case 'CHAT_USER_EXISTS':
        throw new AccountExistsError(envelope.msg);
      case 'USER_NOT_FOUND':
        throw new UserNotFoundError(envelope.msg);
      case 'SEARCH_SELF':
        throw new SearchOwnAccountError(envelope.msg);
      case 'FOLLOW_SELF':
      case 'BLOCK_SELF':
        throw new ValidationError('userId', envelope.msg);
      case 'FRIEND_SELF':
      case 'ALREADY_FRIENDS':
      case 'NOT_FRIEND':
      case 'APPLY_NOT_FOUND':
      case 'APPLY_NOT_PENDING':
        throw new FriendError(reason as FriendErrorCode, envelope.msg);
      case 'REGISTRATION_CLOSED':
      case 'REGISTRATION_FORBIDDEN':
        throw new RegistrationClosedError(envelope.msg);
      default:
        throw new UpstreamError(envelope.code, reason, envelope.msg);
    }
  }
}
