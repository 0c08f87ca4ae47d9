import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { code, email, givenPassword, newPassword, nickname, purpose } from '../http/fields';
import { bodyObject } from '../http/validate';
import type { VerificationCodes } from './codes';
import type { SocialService } from '../social/service';
import type { AccountService } from './service';

/** /user-service/account/* (spec §7). */
export function accountRoutes(app: FastifyInstance, services: () => { accounts: AccountService; codes: VerificationCodes; social: SocialService }) {
  const session = (request: FastifyRequest) => services().accounts.authenticate(request.headers.token);

  app.post('/user-service/account/verification-code2', async (request) => {
    const body = bodyObject(request.body);
    const input = { email: email(body), purpose: purpose(body), clientIp: request.ip, language: request.language };
    return ok(request, await services().codes.send(input));
  });

  app.post('/user-service/account/judge-code', async (request) => {
    const body = bodyObject(request.body);
    await services().codes.check({ email: email(body), purpose: purpose(body), code: code(body) });
    return ok(request, { valid: true });
  });

  app.post('/user-service/account/register', async (request) => {
    const body = bodyObject(request.body);
    const input = {
      email: email(body),
      code: code(body),
      password: newPassword(body),
      nickname: body.nickname === undefined ? undefined : nickname(body),
      language: request.language,
      platform: request.platform,
    };
    return ok(request, await services().accounts.register(input));
  });

  app.post('/user-service/account/login', async (request) => {
    const body = bodyObject(request.body);
    const input = { email: email(body), password: givenPassword(body), platform: request.platform, clientIp: request.ip };
    return ok(request, await services().accounts.login(input));
  });

  app.post('/user-service/account/logout', async (request) => {
    await services().accounts.logout((await session(request)).id);
    return ok(request, null);
  });

  // The member as the social graph presents them (counts, presence) plus their own session.
  app.get('/user-service/account/my-info', async (request) => {
    const current = await session(request);
    return ok(request, { ...(await services().social.detail(current.userId, current.userId, { visit: false })), sessionId: current.id });
  });

  /** With a token: change (old password); without: reset (e-mailed code). */
  app.post('/user-service/account/update-pass', async (request) => {
    const body = bodyObject(request.body);
    if (request.headers.token !== undefined) {
      const current = await session(request);
      const input = { oldPassword: givenPassword(body, 'oldPassword'), password: newPassword(body), clientIp: request.ip };
      await services().accounts.changePassword(current, input);
    } else {
      await services().accounts.resetPassword({ email: email(body), code: code(body), password: newPassword(body) });
    }
    return ok(request, null);
  });

  app.post('/user-service/account/cancel-account', async (request) => {
    const current = await session(request);
    const body = bodyObject(request.body);
    await services().accounts.cancel(current, { password: givenPassword(body), clientIp: request.ip });
    return ok(request, null);
  });
}
