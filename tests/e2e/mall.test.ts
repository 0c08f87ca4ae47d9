import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallOrders } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, logIn, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { befriend } from '../support/mall';
import { ORDER_FULFILMENT } from '../support/mall-graph';
import { staffFactorThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The gift mall in Chromium (issue 24), each member in two tabs (a laptop's and a phone's size): Ana buys two bunches
 * of roses for her friend Ben and lets him enter the address; Ben's /order shows the gift live with her message and no
 * price, and he enters his address; Ana's /myOrder shows it confirmed live and her coins taken; staff mark it shipped
 * through the BFF and both see it live. A friend with too few coins meets the top-up prompt, which leads to the coins.
 * axe-core finds nothing serious, and nothing is wider than the screen.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
let made = 0;

describe('the gift mall in Chromium (issue 24)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function member(nickname: string) {
    const email = `${nickname.toLowerCase()}.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    return { email, id: info.id };
  }

  /** The member's tabs at their sizes on `path`, once each tab's live events are subscribed. */
  async function tabs(email: string, path: string, viewports: Array<{ width: number; height: number }>) {
    const context = await browser.newContext({ locale: 'en' });
    context.setDefaultTimeout(10_000);
    await logIn(context, stack.bffUrl, email, PASSWORD);
    const pages: Page[] = [];
    for (const viewport of viewports) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const subscribed = page.waitForEvent('websocket').then(
        (socket) =>
          new Promise<void>((resolve) =>
            socket.on('framesent', (frame) => {
              if (String(frame.payload).includes('"subscribe"')) resolve();
            }),
          ),
      );
      await page.goto(`${stack.bffUrl}${path}`);
      await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
      await subscribed;
      pages.push(page);
    }
    return pages;
  }

  /** The page fits the screen and axe-core finds nothing serious or critical on it as it is. */
  async function expectUsable(page: Page, state: string) {
    const width = page.viewportSize()!.width;
    expect({ state, width: await pageWidth(page) }).toEqual({ state, width });
    expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
  }

  const gold = (page: Page) =>
    page
      .getByTestId('balance-gold')
      .innerText()
      .then((text) => Number(text.replace(/\D/g, '')));

  /** Opens a goods' detail on /shopping (the first shelf, flowers) and its buying dialog. */
  async function openBuying(page: Page, name: string) {
    await page.getByTestId('mall-product').filter({ hasText: name }).click();
    await page.getByTestId('mall-product-detail').waitFor();
    await expectUsable(page, `detail ${page.viewportSize()!.width}`);
    await page.getByTestId('mall-give').click();
    await page.getByTestId('mall-buy-dialog').getByTestId('mall-friend').first().waitFor();
  }

  it('gives a friend a gift who enters the address live, unpriced; staff ship it; too few coins prompt a top-up', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const pia = await member('Pia');
    const staff = await member('Staff');
    await stack.upstream.database.db.execute(sql`update users set staff_role = 'admin' where id = ${staff.id}`);
    await befriend(stack, ana.id, ben.id);
    await befriend(stack, pia.id, ben.id);
    await creditCoins(stack.upstream, ana.id, 200, 'mall-e2e-ana');
    await creditCoins(stack.upstream, pia.id, 20, 'mall-e2e-pia');

    const [benPhone, benLaptop] = await tabs(ben.email, '/order', [PHONE, LAPTOP]);
    await benPhone.getByTestId('orders-empty').waitFor();
    await expectUsable(benPhone, 'no gifts yet, phone');
    const [anaLaptop, anaPhone] = await tabs(ana.email, '/shopping', [LAPTOP, PHONE]);
    await anaPhone.goto(`${stack.bffUrl}/myOrder`);
    await anaPhone.getByTestId('orders-empty').waitFor();
    // The first visit shows the first shelf: flowers, each with its picture and price.
    await anaLaptop.getByTestId('mall-product').first().waitFor();
    expect(await anaLaptop.getByTestId('mall-category').first().getAttribute('aria-current')).toBe('page');
    expect(await anaLaptop.getByTestId('mall-product').filter({ hasText: 'Eleven red roses' }).innerText()).toContain(
      '39 gold coins',
    );
    await expectUsable(anaLaptop, 'shop, laptop');
    expect(await gold(anaLaptop)).toBe(200);

    // Ana buys two for Ben, letting him enter his address.
    await openBuying(anaLaptop, 'Eleven red roses');
    const dialog = anaLaptop.getByTestId('mall-buy-dialog');
    await dialog.getByTestId('mall-buy-next').click();
    await dialog.getByTestId('mall-friend-error').waitFor();
    await dialog.getByTestId('mall-friend-search').fill('be');
    expect(await dialog.getByTestId('mall-friend-name').allInnerTexts()).toEqual(['Ben']);
    await dialog.getByTestId('mall-friend').click();
    await dialog.getByTestId('mall-buy-quantity').fill('2');
    await dialog.getByTestId('mall-buy-message').fill('Happy birthday, Ben!');
    expect(await dialog.getByTestId('mall-buy-ask-recipient').isChecked()).toBe(true);
    await expectUsable(anaLaptop, 'buying, laptop');
    await dialog.getByTestId('mall-buy-next').click();
    await dialog.getByTestId('mall-buy-confirm').waitFor();
    expect(await dialog.getByTestId('mall-confirm-total').innerText()).toBe('78 gold coins');
    expect(await dialog.getByTestId('mall-confirm-after').innerText()).toBe('122 gold coins');
    // Keyboard focus stays in the dialog on its next step.
    expect(await anaLaptop.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);
    await expectUsable(anaLaptop, 'confirming, laptop');
    await dialog.getByTestId('mall-buy-pay').click();
    await dialog.getByTestId('mall-buy-done').waitFor();
    await expect.poll(() => gold(anaLaptop)).toBe(122);

    // Ben sees the gift live in both tabs: the roses, Ana's message, the way to answer, never a price.
    for (const page of [benPhone, benLaptop]) {
      const card = page.getByTestId('order-card');
      await card.waitFor();
      expect(await card.getByTestId('order-product').innerText()).toBe('Eleven red roses, quantity 2');
      expect(await card.getByTestId('order-message').innerText()).toBe('Happy birthday, Ben!');
      expect(await card.getByTestId('order-other').innerText()).toContain('From Ana');
      expect(await card.innerText()).not.toMatch(/coin/i);
      expect(await card.getByTestId('order-payment').count()).toBe(0);
      expect(await card.getByTestId('order-price').count()).toBe(0);
    }
    // Ana's other tab lists it live too, with what she paid and no address yet.
    const anaCard = anaPhone.getByTestId('order-card');
    await anaCard.waitFor();
    expect(await anaCard.getByTestId('order-state').innerText()).toBe('Waiting for the address');
    expect(await anaCard.getByTestId('order-payment').innerText()).toBe('Coins held · 78 gold coins');
    await expectUsable(anaPhone, 'my orders, phone');

    // Ben enters his address on the phone (the page checks it first).
    const benCard = benPhone.getByTestId('order-card');
    await expectUsable(benPhone, 'a gift awaiting my address, phone');
    await benCard.getByTestId('order-answer').click();
    await benCard.getByTestId('order-address-phone').fill('call me');
    await benCard.getByTestId('order-address-send').click();
    await benCard.getByTestId('order-address-consignee-error').waitFor();
    expect(await benCard.getByTestId('order-address-phone-error').innerText()).toBe(
      'Enter 5 to 20 digits; spaces and + - ( ) are fine.',
    );
    await expectUsable(benPhone, 'the address form, phone');
    await benCard.getByTestId('order-address-consignee').fill('Ben Baker');
    await benCard.getByTestId('order-address-phone').fill('+44 20 7946 0000');
    await benCard.getByTestId('order-address-address').fill('1 Rose Lane, London');
    await benCard.getByTestId('order-address-send').click();
    await expect.poll(() => benCard.getByTestId('order-state').innerText()).toBe('Confirmed');
    expect(await benCard.getByTestId('order-address').innerText()).toContain('1 Rose Lane, London');
    await expect.poll(() => benLaptop.getByTestId('order-state').innerText()).toBe('Confirmed');

    // Ana sees it confirmed live, her coins taken (not returned), and never Ben's address.
    await expect.poll(() => anaCard.getByTestId('order-state').innerText()).toBe('Confirmed');
    expect(await anaCard.getByTestId('order-payment').innerText()).toBe('Paid · 78 gold coins');
    expect(await anaCard.innerText()).not.toContain('Rose Lane');
    expect(await gold(anaLaptop)).toBe(122);

    // Staff mark it shipped through the BFF: both sides see it live.
    const staffSession = await new GraphQLSession(stack.bffUrl).login(staff.email, PASSWORD);
    await staffFactorThroughGraph(staffSession);
    const [row] = await stack.upstream.database.db.select().from(mallOrders).where(eq(mallOrders.buyerId, ana.id));
    const shipped = await staffSession.request(ORDER_FULFILMENT, {
      id: encodeGlobalID('Order', row.id),
      step: 'SHIPPED',
    });
    expect(shipped.data.orderFulfilmentSet.__typename).toBe('OrderFulfilmentSetPayload');
    for (const page of [anaPhone, benPhone, benLaptop])
      await expect.poll(() => page.getByTestId('order-fulfilment').innerText()).toBe('Shipped');
    expect(await benCard.getByTestId('order-headline').innerText()).toBe('The gift is on its way.');
    await expectUsable(benLaptop, 'a shipped gift, laptop');
    await expectUsable(anaPhone, 'a shipped gift, phone');

    // Pia, with 20 coins, meets the top-up prompt for roses (39), which leads to the coins.
    const [piaPhone] = await tabs(pia.email, '/shopping', [PHONE]);
    await piaPhone.getByTestId('mall-product').first().waitFor();
    await expectUsable(piaPhone, 'shop, phone');
    await openBuying(piaPhone, 'Eleven red roses');
    await piaPhone.getByTestId('mall-friend').first().click();
    await expectUsable(piaPhone, 'buying, phone');
    await piaPhone.getByTestId('mall-buy-next').click();
    await piaPhone.getByTestId('insufficient-coins').waitFor();
    await expectUsable(piaPhone, 'too few coins, phone');
    await piaPhone.getByTestId('insufficient-recharge').click();
    await piaPhone.waitForURL(/\/account\?index=2$/);

    for (const page of [anaLaptop, benPhone, piaPhone]) await page.context().close();
  }, 120_000);
});
