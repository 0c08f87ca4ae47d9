import type { FastifyInstance } from 'fastify';
import type { Services } from '../domain';
import { validationError } from '../errors';
import { bodyObject, idField, textField } from '../fields';
import { ok } from '../http/envelope';
import { STAFF_ROLES, type StaffRole } from './access';

/** A code as typed: at most 40 characters (a recovery code with spaces). */
function code(body: Record<string, unknown>) {
  const typed = textField(body, 'code', { requiredKey: 'staff.codeRequired' });
  if (typed.length > 40) throw validationError('code', 'staff.codeInvalid');
  return typed;
}

function role(value: unknown): StaffRole | null {
  if (value === null || value === 'none') return null;
  if (!STAFF_ROLES.includes(value as StaffRole)) throw validationError('role', 'staff.role');
  return value as StaffRole;
}

/** Staff access (issue 25): the second factor, the staff list and role grants (docs/contract.md "Staff access"). */
export function staffRoutes(app: FastifyInstance, services: () => Services) {
  app.get('/user-service/staff/me', async (request) => ok(request, await services().staff.status(request.session)));

  app.post('/user-service/staff/factor/enrol', async (request) =>
    ok(request, await services().staff.enrol(request.session)),
  );

  app.post('/user-service/staff/factor/confirm', async (request) =>
    ok(request, await services().staff.confirm(request.session, code(bodyObject(request.body)), request.clientIp)),
  );

  app.post('/user-service/staff/verify', async (request) =>
    ok(request, await services().staff.verify(request.session, code(bodyObject(request.body)), request.clientIp)),
  );

  app.get('/user-service/staff/members', async (request) =>
    ok(request, await services().staff.members(request.session)),
  );

  app.post('/user-service/staff/factor/reset', async (request) =>
    ok(
      request,
      await services().staff.resetFactor(request.session, idField(bodyObject(request.body).userId, 'userId')),
    ),
  );

  app.post('/user-service/staff/role', async (request) => {
    const body = bodyObject(request.body);
    const email = textField(body, 'email', { requiredKey: 'staff.email' });
    return ok(request, await services().staff.setRole(request.session, email, role(body.role)));
  });
}
