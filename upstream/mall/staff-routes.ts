import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';
import { bodyObject, idField } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import type { MallService } from './service';
import { GOODS_PRICE_MAX, STOCK_CHANGE_MAX } from './staff-catalogue';

/** A whole number from `min` to `max`, else the field's localised ValidationError. */
function wholeNumber(value: unknown, field: string, min: number, max: number, key: 'mall.price' | 'mall.stockChange') {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw validationError(field, key);
  return value as number;
}

/**
 * Admins' catalogue (docs/contract.md "Staff: the mall's catalogue"): /user-service/staff/goods (every goods, a page),
 * and its price, stock and shelf. Each service call checks the caller with `requireStaff(ADMINS)` first.
 */
export function mallStaffCatalogueRoutes(app: FastifyInstance, services: () => { mall: MallService }) {
  const goodsId = (body: Record<string, unknown>) => idField(body.id, 'id', 'mall.goodsId');

  app.get('/user-service/staff/goods', async (request: FastifyRequest) =>
    ok(request, await services().mall.catalogue.list(request.session, page(request.query as Query), request.language)),
  );

  app.post('/user-service/staff/goods/price', async (request) => {
    const body = bodyObject(request.body);
    const id = goodsId(body);
    const price = wholeNumber(body.goldCoin, 'goldCoin', 1, GOODS_PRICE_MAX, 'mall.price');
    return ok(request, await services().mall.catalogue.setPrice(request.session, id, price, request.language));
  });

  app.post('/user-service/staff/goods/stock', async (request) => {
    const body = bodyObject(request.body);
    const id = goodsId(body);
    const change = wholeNumber(body.change, 'change', -STOCK_CHANGE_MAX, STOCK_CHANGE_MAX, 'mall.stockChange');
    if (change === 0) throw validationError('change', 'mall.stockChange');
    return ok(request, await services().mall.catalogue.changeStock(request.session, id, change, request.language));
  });

  app.post('/user-service/staff/goods/shelf', async (request) => {
    const body = bodyObject(request.body);
    const id = goodsId(body);
    if (typeof body.onSale !== 'boolean') throw validationError('onSale', 'mall.onSale');
    return ok(request, await services().mall.catalogue.setOnSale(request.session, id, body.onSale, request.language));
  });
}
