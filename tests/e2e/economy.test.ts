import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { creditCoins } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The economy in Chromium (issue 11): buying coins through the sandbox checkout with the
 * balance changing live in another tab, a membership bought for another member (whose badge
 * changes live), a gift and a red packet in chat that the other member opens, and running out
 * of coins into the prompt. On a laptop and a phone.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('buying and spending in Chromium (issue 11)', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname] of [
      ['ana', 'Ana'],
      ['ben', 'Ben'],
      ['cleo', 'Cleo'],
      ['dan', 'Dan'],
    ]) {
      ids[key] = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname,
          language: 'en',
        })
      ).id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (key: string, viewport = LAPTOP) => {
    const page = await loggedInPage(browser, stack.bffUrl, `${key}@example.test`, PASSWORD, viewport);
    page.context().setDefaultTimeout(10_000);
    return page;
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };

  it('buys coins through the sandbox checkout; another tab’s balance changes live', async () => {
    const page = await open('ana');
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${stack.bffUrl}/account?index=2`);
    await expect.poll(() => otherTab.getByTestId('wallet-gold').textContent()).toBe('0');

    await page.goto(`${stack.bffUrl}/account?index=2`);
    await page.getByTestId('screen-coins').waitFor();
    await expectUsable(page);
    await page.getByTestId('coin-package-30').click();
    // The provider's page, labelled as a test payment; the member pays there.
    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/paySuccess\?payment=/);
    await expect.poll(() => page.getByTestId('payment-progress').getAttribute('data-state')).toBe('completed');
    expect(await page.getByTestId('payment-progress').textContent()).toContain('30');
    // Arrived: no "if it has not arrived" beside it.
    expect(await page.getByTestId('payment-progress').textContent()).not.toContain('not arrived');

    // The other tab was not touched: its balance and the sidebar's arrived on their own.
    await expect.poll(() => otherTab.getByTestId('wallet-gold').textContent()).toBe('30');
    await expect.poll(() => otherTab.getByTestId('balance-gold').textContent()).toBe('30');
    await otherTab.getByTestId('bill-row').first().waitFor();
    expect(await otherTab.getByTestId('bill-row').first().textContent()).toContain('+30');
    await page.context().close();
  });

  it('buys VIP for another member, whose badge changes on their screen at once', async () => {
    const ben = await open('ben', PHONE);
    const ana = await open('ana');
    await ana.goto(`${stack.bffUrl}/userHomePage/${encodeURIComponent(globalId(ids.ben))}`);
    await ana.getByTestId('user-give-membership').click();
    await ana.getByTestId('screen-membership').waitFor();
    await ana.getByTestId('privilege-table').waitFor();
    await expectUsable(ana);
    await ana.getByTestId('plan-1').click();
    await ana.getByTestId('membership-confirm-confirm').click();
    await ana.getByTestId('membership-done').waitFor();
    expect(await ana.getByTestId('balance-gold').textContent()).toBe('0');

    // Ben's phone: the menu shows him as VIP without a reload.
    await ben.getByRole('button', { name: /menu/i }).click();
    await expect.poll(() => ben.getByTestId('sidebar').textContent()).toMatch(/VIP/);
    await ben.goto(`${stack.bffUrl}/membership`);
    await ben.getByTestId('membership-mine').waitFor();
    expect(await ben.getByTestId('membership-mine').textContent()).toMatch(/VIP until/);
    await expectUsable(ben);
    await ana.context().close();
    await ben.context().close();
  });

  it('sends a gift and a red packet in chat; the other member opens the packet once', async () => {
    await creditCoins(stack.upstream, ids.cleo, 100, 'e2e-cleo');
    const cleo = await open('cleo');
    const ben = await open('ben', PHONE);
    await cleo.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids.ben))}`);
    await cleo.getByTestId('chat-window').waitFor();

    await cleo.getByTestId('chat-gift').click();
    await cleo.getByTestId('gift-dialog').waitFor();
    await cleo.getByTestId('gift-option').first().waitFor();
    await expectUsable(cleo);
    await cleo.getByTestId('gift-option').nth(1).click();
    await cleo.getByTestId('gift-send').click();
    await cleo.getByTestId('gift-sent').waitFor();
    await cleo.getByRole('button', { name: 'Close' }).last().click();
    await cleo.getByTestId('message-gift').waitFor();

    await cleo.getByTestId('chat-red-packet').click();
    await cleo.getByTestId('red-packet-dialog').waitFor();
    await cleo.getByTestId('red-packet-custom').fill('25');
    await cleo.getByTestId('red-packet-note').fill('for coffee');
    await cleo.getByTestId('red-packet-send').click();
    await cleo.getByTestId('red-packet').waitFor();
    expect(await cleo.getByTestId('red-packet').getAttribute('data-status')).toBe('SENT');

    // Ben, on his phone, sees both in the chat and opens the packet.
    await ben.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids.cleo))}`);
    await ben.getByTestId('message-gift').waitFor();
    expect(await ben.getByTestId('message-gift').textContent()).toMatch(/Sent you 1 ×/);
    expect(await ben.getByTestId('red-packet').textContent()).toContain('for coffee');
    await expectUsable(ben);
    await ben.getByTestId('red-packet-open').click();
    await expect.poll(() => ben.getByTestId('red-packet').getAttribute('data-status')).toBe('OPENED');
    await expect(ben.getByTestId('red-packet-open').count()).resolves.toBe(0);
    await ben.goto(`${stack.bffUrl}/account?index=2`);
    await expect.poll(() => ben.getByTestId('wallet-gold').textContent()).toBe('25');
    // Cleo paid the second gift (2 coins: not a member, no free gifts) and the packet.
    await cleo.goto(`${stack.bffUrl}/account?index=2`);
    await expect.poll(() => cleo.getByTestId('wallet-gold').textContent()).toBe('73');

    // Both find the gift on their own page: Ben among those received, Cleo among those sent.
    await ben.goto(`${stack.bffUrl}/myInfo`);
    await ben.getByTestId('gift-record').first().waitFor();
    expect(await ben.getByTestId('gift-record').first().textContent()).toContain('from Cleo');
    await expectUsable(ben);
    await cleo.goto(`${stack.bffUrl}/myInfo`);
    await cleo.getByTestId('gifts-none').waitFor();
    await cleo.getByTestId('gifts-sent').click();
    await cleo.getByTestId('gift-record').first().waitFor();
    expect(await cleo.getByTestId('gift-record').first().textContent()).toMatch(/to Ben.*2 coins/);
    await cleo.context().close();
    await ben.context().close();
  });

  it('meets the insufficient-coins prompt when the coins run out, and it leads to the top-up', async () => {
    const cleo = await open('cleo', PHONE);
    await cleo.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids.ana))}`);
    await cleo.getByTestId('chat-red-packet').click();
    await cleo.getByTestId('red-packet-custom').fill('5000');
    await cleo.getByTestId('red-packet-send').click();
    await cleo.getByTestId('insufficient-coins').waitFor();
    await expectUsable(cleo);
    // A translation pack pays for no red packet: only the top-up is offered.
    expect(await cleo.getByTestId('insufficient-pack').count()).toBe(0);
    await cleo.getByTestId('insufficient-recharge').click();
    await cleo.waitForURL(/\/account\?index=2/);
    await cleo.getByTestId('screen-coins').waitFor();

    // A pack is bought only once confirmed; short of coins, the prompt closes back onto the pack's button.
    await cleo.goto(`${stack.bffUrl}/account?index=3`);
    const pack = cleo.getByTestId('pack-3');
    await pack.click();
    await cleo.getByTestId('pack-confirm').waitFor();
    expect(await cleo.getByTestId('pack-confirm').textContent()).toContain('200,000');
    await cleo.getByTestId('pack-confirm-confirm').click();
    await cleo.getByTestId('insufficient-coins').waitFor();
    await cleo.keyboard.press('Escape');
    await expect.poll(() => pack.evaluate((button) => button === document.activeElement)).toBe(true);
    await cleo.context().close();
  });

  it('asks a member who pays for unlocks: the notice until dismissed, a coin for a first message, coins for a new friend’s photos', async () => {
    await stack.upstream.database.db
      .update(users)
      .set({ paysForMessages: true, paysForPhotos: true, gender: 1 })
      .where(eq(users.id, ids.dan));
    await stack.upstream.database.db
      .insert(albumPhotos)
      .values([1, 2].map((n) => ({ userId: ids.ana, key: `album/ana-${n}.jpg`, width: 40, height: 40 })));
    const dan = await open('dan', PHONE);
    await dan.getByTestId('pay-notice').waitFor();
    await dan.getByTestId('pay-notice-dismiss').click();
    await dan.reload();
    await dan.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
    expect(await dan.getByTestId('pay-notice').count()).toBe(0);

    // No coins: the first message to Ben is refused, the prompt opens, the text stays.
    await dan.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids.ben))}`);
    await dan.getByTestId('chat-input').fill('Hello Ben');
    await dan.getByTestId('chat-send').click();
    await dan.getByTestId('insufficient-coins').waitFor();
    await dan.getByTestId('insufficient-later').click();
    expect(await dan.getByTestId('chat-input').inputValue()).toBe('Hello Ben');
    expect(await dan.getByTestId('chat-error').textContent()).toMatch(/1 gold coin/);

    // Ana's photos are locked for him; with coins he unlocks them once.
    await dan.goto(`${stack.bffUrl}/userHomePage/${encodeURIComponent(globalId(ids.ana))}`);
    await dan.getByTestId('album-locked').waitFor();
    await expectUsable(dan);
    await creditCoins(stack.upstream, ids.dan, 10, 'e2e-dan');
    await dan.getByTestId('album-unlock').click();
    await expect.poll(async () => dan.locator('.album-thumb').count()).toBe(2);
    expect(await dan.getByTestId('album-locked').count()).toBe(0);

    await dan.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids.ben))}`);
    await dan.getByTestId('chat-input').fill('Hello Ben');
    await dan.getByTestId('chat-send').click();
    await expect.poll(() => dan.getByTestId('message').last().getAttribute('data-state')).toBe('sent');
    await dan.goto(`${stack.bffUrl}/account?index=2`);
    await expect.poll(() => dan.getByTestId('wallet-gold').textContent()).toBe('6');
    await dan.context().close();
  });
});
