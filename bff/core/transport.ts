import { createHmac } from 'node:crypto';
import { Pool, errors as undiciErrors } from 'undici';
import {
  UPSTREAM_HEALTH_PATH,
  UPSTREAM_PROBE_INTERVAL_MS,
  UPSTREAM_PROBE_TIMEOUT_MS,
  UPSTREAM_READ_TIMEOUT_MS,
  UPSTREAM_WRITE_TIMEOUT_MS,
  type UiLanguage,
} from '../constants';
import { bffMessage } from '../messages';
import { UpstreamBreaker } from './breaker';
import { errorForReason, ServiceUnavailableError, UpstreamError, type FailureData } from './errors';

/** Who is asking: forwarded to upstream as the `token` and `language` headers, and the member's address. */
export interface UpstreamCaller {
  token: string | undefined;
  language: UiLanguage;
  /** The member's own address, which upstream's per-client limits count (docs/contract.md "Client address"). */
  clientIp: string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Failures of the connection itself (refused, reset, past the deadline): upstream is unavailable, not the member's
 * fault.
 */
function isUnavailable(error: unknown): boolean {
  if (error instanceof undiciErrors.UndiciError) return true; // connect, headers and body timeouts, socket errors
  const code = (error as NodeJS.ErrnoException)?.code;
  return typeof code === 'string' && /^(ECONN|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)/.test(code);
}

/**
 * The /user-service transport: one keep-alive undici Pool per BFF, the envelope of
 * spec §7 unwrapped, the contract's `reason` codes turned into the typed errors the domains
 * registered for them (`onUpstreamReasons`), and a deadline on every call (reads well under
 * the web client's 30 s) so an outage answers quickly; once a call could not reach upstream,
 * the breaker answers the next ones at once until it is back.
 */
export class UpstreamTransport {
  private readonly pool: Pool;
  /** Whether upstream answers: while it does not, calls fail without asking it. */
  readonly breaker: UpstreamBreaker;
  /** Counts requests sent to upstream; tests use it to prove batching. */
  requestCount = 0;

  constructor(
    baseUrl: string,
    /** The secret shared with upstream: it signs the member's address. */
    private readonly secret: string,
    private readonly deadlines = { readMs: UPSTREAM_READ_TIMEOUT_MS, writeMs: UPSTREAM_WRITE_TIMEOUT_MS },
  ) {
    this.pool = new Pool(baseUrl, { connections: 64, connectTimeout: deadlines.readMs });
    this.breaker = new UpstreamBreaker(() => this.answers(), UPSTREAM_PROBE_INTERVAL_MS);
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

  /** The signature upstream checks before it believes the `x-across-client-ip` header. */
  clientIpSignature(ip: string): string {
    return createHmac('sha256', this.secret).update(`client-ip:${ip}`).digest('base64url');
  }

  async close(): Promise<void> {
    this.breaker.stop();
    await this.pool.close();
  }

  /** Whether upstream answers its health route, within the probe's deadline. */
  private async answers(): Promise<boolean> {
    try {
      const deadline = { headersTimeout: UPSTREAM_PROBE_TIMEOUT_MS, bodyTimeout: UPSTREAM_PROBE_TIMEOUT_MS };
      const response = await this.pool.request({
        method: 'GET',
        path: UPSTREAM_HEALTH_PATH,
        headers: { platform: 'Web' },
        ...deadline,
      });
      await response.body.text();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  private async request<T>(
    caller: UpstreamCaller,
    method: 'GET' | 'POST',
    path: string,
    body?: { bytes: string | Buffer; contentType: string },
  ): Promise<T> {
    const unavailable = () => new ServiceUnavailableError(bffMessage(caller.language, 'service.unavailable'));
    if (this.breaker.isOpen) throw unavailable();
    this.requestCount++;
    const headers: Record<string, string> = { platform: 'Web', language: caller.language };
    if (caller.token) headers.token = caller.token;
    if (caller.clientIp) {
      headers['x-across-client-ip'] = caller.clientIp;
      headers['x-across-client-signature'] = this.clientIpSignature(caller.clientIp);
    }
    if (body) headers['content-type'] = body.contentType;
    // A write may hash a password or re-encode a photo; a read has no reason to be slow.
    const deadline = method === 'GET' ? this.deadlines.readMs : this.deadlines.writeMs;
    let statusCode: number;
    let text: string;
    try {
      const response = await this.pool.request({
        method,
        path: `/user-service${path}`,
        headers,
        body: body?.bytes,
        headersTimeout: deadline,
        bodyTimeout: deadline,
      });
      statusCode = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      this.breaker.failed();
      throw unavailable();
    }
    let envelope: Envelope<T & FailureData>;
    try {
      envelope = JSON.parse(text);
    } catch {
      // A proxy's 502/503 page, or a restart in progress.
      if (statusCode >= 502) {
        this.breaker.failed();
        throw unavailable();
      }
      throw new UpstreamError(statusCode, 'BAD_RESPONSE', `upstream ${method} ${path}: HTTP ${statusCode}, not JSON`);
    }
    this.breaker.answered();
    if (envelope.code === 200) return envelope.data;
    const reason = envelope.code === 401 ? 'UNAUTHENTICATED' : (envelope.data?.reason ?? 'UNKNOWN');
    const toError = errorForReason(reason);
    throw toError ? toError(envelope.msg, envelope.data) : new UpstreamError(envelope.code, reason, envelope.msg);
  }
}
