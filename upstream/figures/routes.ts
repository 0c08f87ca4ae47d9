import type { FastifyInstance } from 'fastify';
import type { Services } from '../domain';
import { ok } from '../http/envelope';

/** Admins' figures (docs/contract.md "Staff: figures"): GET /user-service/staff/figures, the last 14 UTC days. */
export function figuresRoutes(app: FastifyInstance, services: () => Services) {
  app.get('/user-service/staff/figures', async (request) =>
    ok(request, { days: await services().figures.days(request.session) }),
  );
}
