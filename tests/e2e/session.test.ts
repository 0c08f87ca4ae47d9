import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { registerMember, startStack, type Stack } from '../support/stack';
import { registerThroughCode } from '../support/registration';
import { buildWebClient } from '../support/web-build';

const member = { email: 'emma@example.test', password: 'a long enough password', nickname: 'Emma Walker' };

describe('walking skeleton in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let emmaId: number;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist, throughProxy: true });
    emmaId = (await registerMember(stack.upstreamUrl, member)).id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function logIn(page: Page) {
    await page.goto(`${stack.bffUrl}/onlineDating`);
    await page.waitForURL(/\/login$/);
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').fill(member.password);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('viewer-nickname').waitFor();
  }

  it('guards routes, validates the form, logs in, switches language, and logs out', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // A visitor who never logged in here gets the landing page at "/"; a guarded route, the login.
    await page.goto(`${stack.bffUrl}/`);
    await page.getByTestId('screen-landing').waitFor();
    await page.goto(`${stack.bffUrl}/onlineDating`);
    await page.waitForURL(/\/login$/);

    // Empty and malformed input is refused in the page, without a session.
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('[role="alert"], .field-error').count()).toBeGreaterThan(0);
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').fill('wrong password!');
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() =>
        page
          .locator('[role="alert"]')
          .allInnerTexts()
          .then((texts) => texts.join(' ')),
      )
      .toMatch(/\S/);
    expect(page.url()).toMatch(/\/login$/);

    await page.locator('input[type="password"]').fill(member.password);
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(member.nickname);
    // Back to where the guard stopped them.
    expect(new URL(page.url()).pathname).toBe('/onlineDating');

    // The session cookie is invisible to scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('across_session');

    const logoutEnglish = await page.getByTestId('logout').innerText();
    await page.getByTestId('language-select').selectOption('de');
    await expect.poll(() => page.getByTestId('logout').innerText()).not.toBe(logoutEnglish);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(member.nickname);

    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${stack.bffUrl}/myInfo`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('sends the first browser to /login with an alert when the member logs in on a second one', async () => {
    const first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const firstPage = await first.newPage();
    await logIn(firstPage);
    // Give the first tab's subscription a moment to connect.
    await firstPage.waitForTimeout(500);

    await logIn(await second.newPage());

    const alert = firstPage.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/\S/);
    await alert.getByRole('button').first().click();
    await firstPage.waitForURL(/\/login$/);
    await first.close();
    await second.close();
  });

  it('says it is reconnecting while the server is unreachable, then catches up on what it missed', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page);
    await page.waitForTimeout(500); // the live socket connects
    const pending = () =>
      page.evaluate(() => document.querySelector('[data-testid="sidebar-pending-requests"]')?.textContent ?? '0');
    expect(await pending()).toBe('0');

    // The BFF loses upstream and every socket drops: new sockets are told to try later (1013).
    stack.proxy!.refuse();
    for (const socket of stack.bff.sockets.sessions.keys()) socket.terminate();
    const notice = page.getByTestId('connection-notice');
    await expect.poll(() => notice.getAttribute('data-state'), { timeout: 10_000 }).toBe('reconnecting');
    expect(await notice.innerText()).toMatch(/Reconnecting/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Meanwhile someone asks to be friends: the event finds no socket to go to.
    const asker = await registerThroughCode(stack.upstreamUrl, {
      email: 'asker@example.test',
      password: 'a long enough password',
      nickname: 'Asker',
    });
    await fetch(`${stack.upstreamUrl}/user-service/friend/add-friend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: asker.token },
      body: JSON.stringify({ userId: emmaId }),
    });

    stack.proxy!.resume();
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    // After the reconnect the page reads again what it shows: the request it missed is counted.
    await expect.poll(pending, { timeout: 5_000 }).toBe('1');
    await context.close();
  });
});
