import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, logIn, navigate, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { befriend, goodsBySlug } from '../support/mall';
import { ADDRESS, ORDER_ADDRESS, ORDER_PLACE } from '../support/mall-graph';
import { staffFactorThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The admins' mall screens in Chromium: an admin passes the gate and changes the roses' price and stock on
 * /staff/catalogue, and a member's shop shows the new price; a gift bought at it (through the graph) and given an
 * address by its recipient is marked shipped, then delivered on /staff/orders, and the recipient's /order says
 * delivered; /staff/figures counts today's coins spent; a moderator reaching an admins' screen is told it is not for
 * their role. Each screen at 1280×800 and 390×844 without sideways scrolling, axe finding nothing serious.
 */
const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the admins’ mall screens in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let made = 0;

  const member = async (nickname: string, staffRole?: 'admin' | 'moderator') => {
    const email = `${nickname.toLowerCase()}.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    let recoveryCodes: string[] = [];
    if (staffRole) {
      await stack.upstream.database.db.update(users).set({ staffRole }).where(eq(users.id, info.id));
      recoveryCodes = (await staffFactorThroughGraph(session)).recoveryCodes;
    }
    return { session, id: viewer.user.id as string, upstreamId: info.id, email, recoveryCodes };
  };
  const open = async (who: { email: string }, path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', timezoneId: 'UTC' });
    context.setDefaultTimeout(10_000);
    await logIn(context, stack.bffUrl, who.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}${path}`);
    return page;
  };
  /** The staff gate on this browser's session: one of the recovery codes (no waiting for a new TOTP step). */
  const passGate = async (page: Page, code: string) => {
    await page.getByTestId('staff-code').fill(code);
    await page.getByTestId('staff-code-submit').click();
  };
  /** Usable at both sizes: nothing wider than the screen, nothing serious for axe. */
  const expectUsable = async (page: Page, what: string) => {
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      expect(await pageWidth(page), `${what} at ${size.width}`).toBeLessThanOrEqual(size.width);
    }
    expect(await axeViolations(page), what).toEqual([]);
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('an admin prices, stocks and fulfils; the member’s shop and order follow; the figures count it', async () => {
    const [ana, ben, ada, mo] = [
      await member('Ana'),
      await member('Ben'),
      await member('Ada', 'admin'),
      await member('Mo', 'moderator'),
    ];
    await befriend(stack, ana.upstreamId, ben.upstreamId);
    await creditCoins(stack.upstream, ana.upstreamId, 500, 'start');
    const roses = await goodsBySlug(stack, 'red-roses');

    // The admin passes the gate; the console's bar has the mall's screens; the catalogue lists the roses.
    const admin = await open(ada, '/staff/catalogue');
    await passGate(admin, ada.recoveryCodes[0]);
    const row = admin.getByTestId('staff-product-row').filter({ hasText: 'Eleven red roses' });
    await row.waitFor();
    for (const link of ['staff-nav-catalogue', 'staff-nav-orders', 'staff-nav-figures'])
      await admin.getByTestId(link).waitFor();
    await row.getByTestId('staff-price-input').fill('45');
    await row.getByTestId('staff-price-save').click();
    await expect.poll(() => row.getByTestId('staff-product-saved').innerText()).toBe('Price saved.');
    await row.getByTestId('staff-stock-change').fill('-250');
    await row.getByTestId('staff-stock-apply').click();
    expect(await row.getByTestId('staff-product-error').innerText()).toBe('The stock cannot go below zero.');
    await row.getByTestId('staff-stock-change').fill('-20');
    await row.getByTestId('staff-stock-apply').click();
    await expect.poll(() => row.getByTestId('staff-product-saved').innerText()).toBe('Stock changed.');
    expect(await row.innerText()).toContain(`Stock: ${roses.stock - 20}`);
    await expectUsable(admin, 'the catalogue');

    // The member's shop shows the new price.
    const shop = await open(ana, '/shopping');
    const card = shop.getByTestId('mall-product').filter({ hasText: 'Eleven red roses' });
    await expect.poll(() => card.innerText()).toMatch(/\b45\b/);
    await shop.context().close();

    // Ana gives Ben the roses at that price; Ben enters his address.
    // (The browser's login ended Ana's earlier session: one session a member.)
    const anaAgain = await new GraphQLSession(stack.bffUrl).login(ana.email, PASSWORD);
    const placed = await anaAgain.request(ORDER_PLACE, {
      input: {
        userId: ben.id,
        productId: encodeGlobalID('Product', String(roses.id)),
        askRecipient: true,
        idempotencyKey: 'staff-mall-e2e',
      },
    });
    expect(placed.errors).toBeUndefined();
    const order = placed.data.orderPlace.order;
    expect(order.unitGoldCoins).toBe(45);
    const given = await ben.session.request(ORDER_ADDRESS, { input: { orderId: order.id, ...ADDRESS } });
    expect(given.data.orderAddressProvide.order.state).toBe('CONFIRMED');

    // The admin finds it to ship, with the goods, both members and the address; marks it shipped, then delivered.
    await admin.getByTestId('staff-nav-orders').click();
    const toShip = admin.getByTestId('staff-order').filter({ hasText: 'Eleven red roses' });
    await toShip.waitFor();
    expect(await toShip.innerText()).toMatch(/Eleven red roses × 1[\s\S]*Ana[\s\S]*Ben[\s\S]*Rua das Flores 77/);
    await expectUsable(admin, 'orders to ship');
    await toShip.getByTestId('staff-mark-shipped').click();
    const dialog = admin.getByTestId('staff-fulfil-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Mark “Eleven red roses” for Ben as shipped?');
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByTestId('staff-fulfil-confirm').click();
    await expect.poll(() => toShip.getByTestId('staff-order-status').innerText()).toBe('Shipped');
    await admin.getByTestId('staff-stage-SHIPPED').click();
    const shipped = admin.getByTestId('staff-order').filter({ hasText: 'Eleven red roses' });
    await shipped.getByTestId('staff-mark-delivered').click();
    await admin.getByTestId('staff-fulfil-confirm').click();
    await expect.poll(() => shipped.getByTestId('staff-order-status').innerText()).toBe('Delivered');

    // Ben's orders say delivered.
    const benPage = await open(ben, '/order');
    await expect.poll(() => benPage.getByTestId('order-fulfilment').innerText()).toBe('Delivered');
    await benPage.context().close();

    // Today's figures count Ana's coins: 500 bought, 45 spent on the roses.
    await admin.getByTestId('staff-nav-figures').click();
    const today = admin.getByTestId('staff-figures-day').first();
    await today.waitFor();
    expect(await today.getAttribute('data-day')).toBe(new Date().toISOString().slice(0, 10));
    expect(await today.getByTestId('figure-coinsSpent').innerText()).toBe('45');
    expect(await today.getByTestId('figure-coinsBought').innerText()).toBe('500');
    expect(await admin.getByTestId('staff-figures').innerText()).toContain('UTC');
    await expectUsable(admin, 'the figures');

    // A moderator reaching an admins' screen: no mall links in the bar, a plain "not for your role".
    const moderator = await open(mo, '/staff/figures');
    await passGate(moderator, mo.recoveryCodes[0]);
    await moderator.getByTestId('staff-forbidden').waitFor();
    expect(await moderator.getByTestId('staff-nav-figures').count()).toBe(0);
    await navigate(moderator, '/staff/orders');
    await moderator.getByTestId('staff-forbidden').waitFor();
    await expectUsable(moderator, 'not for a moderator');
  }, 120_000);
});
