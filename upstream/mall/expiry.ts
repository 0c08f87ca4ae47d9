import { RepeatingPass } from '../jobs/repeating-pass';
import type { MallService } from './service';

/** How often orders past their 7 days without an address are looked for. */
const EXPIRY_POLL_MS = 60_000;

/** The expiry as a background pass, in every upstream process (they never return an order's coins twice). */
export class MallExpiryPass extends RepeatingPass {
  constructor(
    private readonly mall: MallService,
    log: (message: string) => void,
  ) {
    super(EXPIRY_POLL_MS, log);
  }

  protected async pass() {
    await this.mall.expireDue();
  }
}
