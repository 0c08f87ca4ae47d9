import type { FastifyInstance } from 'fastify';
import type { EconomyService } from '../economy/service';
import { bodyObject } from '../fields';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import type { SocialService } from '../social/service';
import { nickname } from '../user/fields';
import type { VerificationCodes } from './codes';
import { code, email, givenPassword, newPassword, purpose } from './fields';
import type { AccountService } from './service';

/** /user-service/account/* (spec §7). */
export function accountRoutes(
  app: FastifyInstance,
  services: () => {
    accounts: AccountService;
    codes: VerificationCodes;
    social: SocialService;
    economy: EconomyService;
  },
) {
  app.post('/user-service/account/verification-code2', ANYONE, async (request) => {
    const body = bodyObject(request.body);
    const input = {
      email: email(body),
      purpose: purpose(body),
      clientIp: request.clientIp,
      language: request.language,
    };
    return ok(request, await services().codes.send(input));
  });

  app.post('/user-service/account/judge-code', ANYONE, async (request) => {
    const body = bodyObject(request.body);
    await services().codes.check({ email: email(body), purpose: purpose(body), code: code(body) });
    return ok(request, { valid: true });
  });

  app.post('/user-service/account/register', ANYONE, async (request) => {
    const body = bodyObject(request.body);
    const input = {
      email: email(body),
      code: code(body),
      password: newPassword(body),
      nickname: body.nickname === undefined ? undefined : nickname(body),
      platform: request.platform,
      language: request.language,
      interfaceLanguage: request.interfaceLanguage,
    };
    return ok(request, await services().accounts.register(input));
  });

  app.post('/user-service/account/login', ANYONE, async (request) => {
    const body = bodyObject(request.body);
    const input = {
      email: email(body),
      password: givenPassword(body),
      platform: request.platform,
      clientIp: request.clientIp,
      interfaceLanguage: request.interfaceLanguage,
    };
    return ok(request, await services().accounts.login(input));
  });

  app.post('/user-service/account/logout', async (request) => {
    await services().accounts.logout(request.session);
    return ok(request, null);
  });

  // The member as the social graph presents them (counts, presence) plus their own session.
  app.get('/user-service/account/my-info', async (request) => {
    const { id, userId } = request.session;
    const [info, wallet] = await Promise.all([
      services().social.detail(userId, userId, { visit: false }),
      services().economy.wallet(userId),
    ]);
    // Balances are the member's own: only here, never in another member's userInfo.
    const userAccountVo = { goldCoin: wallet.goldCoin, character: wallet.character, vipCharacter: wallet.vipCharacter };
    return ok(request, { ...info, userAccountVo, vipExpiresAt: wallet.vipExpiresAt, sessionId: id });
  });

  /** With a token: change (old password); without: reset (e-mailed code). */
  app.post('/user-service/account/update-pass', { config: { caller: 'member-if-token' } }, async (request) => {
    const body = bodyObject(request.body);
    if (request.headers.token !== undefined) {
      const input = {
        oldPassword: givenPassword(body, 'oldPassword'),
        password: newPassword(body),
        clientIp: request.clientIp,
      };
      await services().accounts.changePassword(request.session, input);
    } else {
      await services().accounts.resetPassword({ email: email(body), code: code(body), password: newPassword(body) });
    }
    return ok(request, null);
  });

  app.post('/user-service/account/cancel-account', async (request) => {
    const body = bodyObject(request.body);
    await services().accounts.cancel(request.session, { password: givenPassword(body), clientIp: request.clientIp });
    return ok(request, null);
  });
}
