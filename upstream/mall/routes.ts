import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import { page, type Query } from '../paging';
import { address, buyerAddress, fulfilment, message, orderState, quantity } from './fields';
import type { MallService } from './service';
import { mallStaffCatalogueRoutes } from './staff-routes';
import { orderStage } from './staff-orders';

/** The drawn pictures of the goods (`pictures/<slug>.svg`), shipped with the repository. */
const PICTURES = path.join(__dirname, 'pictures');
const PICTURE_NAME = /^[a-z0-9-]{1,60}$/;

/**
 * /user-service/umall-* (spec §7 Mall): categories, goods and their pictures, buying for a
 * friend, the orders placed and received and what their members do with them; the BFF's
 * loaders; staff's /staff/orders (and the catalogue's /staff/goods*, staff-routes.ts).
 */
export function mallRoutes(app: FastifyInstance, services: () => { mall: MallService }) {
  const query = (request: FastifyRequest) => request.query as Query;
  const orderId = (value: unknown) => idField(value, 'id', 'mall.orderId');

  app.get('/user-service/umall-classify/list', async (request) =>
    ok(request, await services().mall.categories(request.language)),
  );

  app.get('/user-service/umall-classify/goodlist', async (request) => {
    const categoryId = idField(query(request).categoryId, 'categoryId', 'mall.categoryId');
    return ok(request, await services().mall.goods(categoryId, page(query(request)), request.language));
  });

  app.get('/user-service/umall-goods/batch', async (request) =>
    ok(request, await services().mall.goodsBatch(idList(query(request).ids, 'ids', 'mall.goodsId'), request.language)),
  );

  // Pictures are public, like gift icons: an <img> sends no token.
  app.get('/user-service/umall-goods/picture/:name', ANYONE, async (request, reply) => {
    const name = (request.params as { name: string }).name.replace(/\.svg$/, '');
    if (!PICTURE_NAME.test(name)) return reply.callNotFound();
    const svg = await readFile(path.join(PICTURES, `${name}.svg`)).catch(() => undefined);
    if (!svg) return reply.callNotFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.post('/user-service/umall-goods/buy', async (request) => {
    const body = bodyObject(request.body);
    const input = {
      key: body.idempotencyKey as string,
      userId: idField(body.userId, 'userId', 'mall.friend'),
      goodsId: idField(body.goodsId, 'goodsId', 'mall.goodsId'),
      quantity: quantity(body.quantity),
      message: message(body),
      address: buyerAddress(body),
    };
    return ok(request, await services().mall.buy(request.viewerId, input, request.language));
  });

  app.get('/user-service/umall-order/mebuy', async (request) =>
    ok(request, await services().mall.ordersPlaced(request.viewerId, page(query(request)), request.language)),
  );

  app.get('/user-service/umall-order/receiver', async (request) =>
    ok(request, await services().mall.ordersReceived(request.viewerId, page(query(request)), request.language)),
  );

  // The BFF's node loader: each order as the caller may see it, null for anyone else's.
  app.get('/user-service/umall-order/batch', async (request) =>
    ok(
      request,
      await services().mall.orders(
        request.session,
        idList(query(request).ids, 'ids', 'mall.orderId'),
        request.language,
      ),
    ),
  );

  app.post('/user-service/umall-order/address', async (request) => {
    const body = bodyObject(request.body);
    const id = orderId(body.id);
    return ok(request, await services().mall.provideAddress(request.viewerId, id, address(body), request.language));
  });

  app.post('/user-service/umall-order/decline', async (request) => {
    const id = orderId(bodyObject(request.body).id);
    return ok(request, await services().mall.decline(request.viewerId, id, request.language));
  });

  app.post('/user-service/umall-order/cancel', async (request) => {
    const id = orderId(bodyObject(request.body).id);
    return ok(request, await services().mall.cancel(request.viewerId, id, request.language));
  });

  app.get('/user-service/staff/orders', async (request) => {
    const filter = { state: orderState(query(request).state), stage: orderStage(query(request).stage) };
    return ok(
      request,
      await services().mall.staffOrders(request.session, filter, page(query(request)), request.language),
    );
  });

  app.post('/user-service/staff/orders/fulfilment', async (request) => {
    const body = bodyObject(request.body);
    const id = orderId(body.id);
    return ok(
      request,
      await services().mall.fulfil(request.session, id, fulfilment(body.fulfilment), request.language),
    );
  });

  mallStaffCatalogueRoutes(app, services);
}
