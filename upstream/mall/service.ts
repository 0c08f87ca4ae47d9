import type { ChatService } from '../chat/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import type { Ledger } from '../economy/ledger';
import type { NoticeService } from '../notices/service';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { type Address, MallOrdering, type PlaceInput } from './ordering';
import type { Session } from '../account/service';
import { ADMINS, requireStaff } from '../staff/access';
import type { OrderState } from './queries';
import { MallReading } from './reading';
import { MallStaffCatalogue } from './staff-catalogue';
import type { OrderStage } from './staff-orders';

export interface MallDependencies {
  db: Database;
  ledger: Ledger;
  chat: ChatService;
  notices: NoticeService;
  social: SocialService;
  onEvent: () => void;
}

/**
 * The gift mall (issue 24; docs/decisions.md "Gift mall"): what routes and the expiry pass call.
 * Behind it ordering.ts (placing and settling orders on the ledger), reading.ts (the catalogue,
 * the orders lists, the BFF's loaders), presenting.ts (goods and an order as each member sees
 * it), queries.ts (refusals, limits, the staff check); catalogue.ts and seed.ts the catalogue.
 * Every answer about an order is the order afresh as its caller sees it.
 */
export class MallService {
  readonly ordering: MallOrdering;
  readonly reading: MallReading;
  /** Admins' catalogue: every goods, prices, stock, the shelf. */
  readonly catalogue: MallStaffCatalogue;

  constructor(private readonly deps: MallDependencies) {
    this.ordering = new MallOrdering(deps.db, deps.ledger, deps.chat, deps.notices, deps.social, deps.onEvent);
    this.reading = new MallReading(deps.db, deps.social);
    this.catalogue = new MallStaffCatalogue(deps.db);
  }

  categories(language: UiLanguage) {
    return this.reading.categories(language);
  }
  goods(categoryId: number, page: Page, language: UiLanguage) {
    return this.reading.goods(categoryId, page, language);
  }
  goodsBatch(ids: number[], language: UiLanguage) {
    return this.reading.goodsBatch(ids, language);
  }
  ordersPlaced(viewerId: number, page: Page, language: UiLanguage) {
    return this.reading.mine(viewerId, 'buyer', page, language);
  }
  ordersReceived(viewerId: number, page: Page, language: UiLanguage) {
    return this.reading.mine(viewerId, 'recipient', page, language);
  }
  orders(viewer: Session, ids: number[], language: UiLanguage) {
    return this.reading.batch(viewer.userId, ids, language, viewer);
  }
  staffOrders(staff: Session, filter: { state?: OrderState; stage?: OrderStage }, page: Page, language: UiLanguage) {
    return this.reading.staffList(staff, filter, page, language);
  }

  async buy(buyerId: number, input: PlaceInput, language: UiLanguage) {
    return this.order(buyerId, await this.ordering.place(buyerId, input), language);
  }
  async provideAddress(recipientId: number, orderId: number, address: Address, language: UiLanguage) {
    await this.ordering.provideAddress(recipientId, orderId, address);
    return this.order(recipientId, orderId, language);
  }
  async decline(recipientId: number, orderId: number, language: UiLanguage) {
    await this.ordering.decline(recipientId, orderId);
    return this.order(recipientId, orderId, language);
  }
  async cancel(buyerId: number, orderId: number, language: UiLanguage) {
    await this.ordering.cancel(buyerId, orderId);
    return this.order(buyerId, orderId, language);
  }
  async fulfil(staff: Session, orderId: number, fulfilment: 'shipped' | 'delivered', language: UiLanguage) {
    await requireStaff(this.deps.db, staff, ADMINS);
    await this.ordering.fulfil(staff.userId, orderId, fulfilment);
    return this.order(staff.userId, orderId, language, staff);
  }
  /** The expiry pass's work (and tests'). */
  expireDue() {
    return this.ordering.expireDue();
  }

  private async order(viewerId: number, orderId: number, language: UiLanguage, session?: Session) {
    const [order] = await this.reading.batch(viewerId, [orderId], language, session);
    return order;
  }
}
