import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_MAX, NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { ok, validationError } from '../http/envelope';
import { bodyObject, textField } from '../http/validate';
import type { AccountService } from './service';

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery of the code proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function email(body: Record<string, unknown>) {
  const value = textField(body, 'email', { requiredKey: 'email.required' }).toLowerCase();
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) throw validationError('email', 'email.invalid');
  return value;
}

function password(body: Record<string, unknown>) {
  const value = textField(body, 'password', { requiredKey: 'password.required', trim: false });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) throw validationError('password', 'password.length');
  return value;
}

function nickname(body: Record<string, unknown>) {
  const value = textField(body, 'nickname', { requiredKey: 'nickname.required' });
  if ([...value].length > NICKNAME_MAX || CONTROL_CHARACTERS.test(value)) throw validationError('nickname', 'nickname.length');
  return value;
}

/** /user-service/account/* (spec §7). */
export function accountRoutes(app: FastifyInstance, service: () => AccountService) {
  const session = (request: FastifyRequest) => service().authenticate(request.headers.token);

  app.post('/user-service/account/register', async (request) => {
    const body = bodyObject(request.body);
    const input = { email: email(body), password: password(body), nickname: nickname(body), language: request.language };
    return ok(request, { userInfo: await service().register(input) });
  });

  app.post('/user-service/account/login', async (request) => {
    const body = bodyObject(request.body);
    // Only the shape is checked: a wrong-length password is just a wrong password here.
    const input = { email: email(body), password: textField(body, 'password', { requiredKey: 'password.required', trim: false }) };
    if (input.password.length > PASSWORD_MAX) throw validationError('password', 'password.length');
    return ok(request, await service().login({ ...input, platform: request.platform }));
  });

  app.post('/user-service/account/logout', async (request) => {
    await service().logout((await session(request)).id);
    return ok(request, null);
  });

  app.get('/user-service/account/my-info', async (request) => ok(request, await service().myInfo(await session(request))));
}
