import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pageWidth } from '../support/browser';
import { globalId, LAPTOP, layoutWorld, PASSWORD, PHONE } from '../support/layout-world';

/**
 * What a member sees (issue 9), in Chromium on a phone (390×844) and a laptop (1280×800): here every page in
 * Russian and Korean, the words that once widened pages, the phone's header, dialogs that keep and give back
 * focus, and loading and failures inside the shell. English and German: layout-pages.test.ts (one stack
 * each, so the two files run side by side).
 */

/** Operations that keep working while the member's screens fail: who is logged in, login, logout. */
const SESSION_OPERATIONS = /^(AppQuery|useSessionLoginMutation|useSessionLogoutMutation)$/;

describe('what a member sees, in Chromium', () => {
  const world = layoutWorld();
  const { ids, openPage, visit, navigate, settled, problems } = world;

  it.each([
    ['ru', false],
    // Korean's label for the menu button's badge once did not contain the number it shows.
    ['ko', true],
  ])(
    'every page fits the screen in %s, without serious or critical axe findings (axe: %s)',
    async (language, axe) => {
      expect(await world.everyPageProblems(language, axe)).toEqual([]);
    },
    180_000,
  );

  /** The select's chosen text, when it does not fit the select (a select cannot wrap, it cuts). */
  const cutSelect = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((select: HTMLSelectElement) => {
      const text = select.selectedOptions[0]?.text ?? '';
      const probe = select.cloneNode(false) as HTMLSelectElement;
      probe.removeAttribute('id');
      probe.append(new Option(text));
      probe.style.cssText = 'position: absolute; visibility: hidden; width: auto; max-width: none';
      select.parentElement!.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const shown = select.getBoundingClientRect().width;
      return needed > shown + 0.5 ? `“${text}” needs ${Math.ceil(needed)} px, has ${Math.floor(shown)}` : null;
    });

  it.each(['es', 'ru'])(
    'fits a phone in %s where long words once did not: /market, the coin tabs and cards, the chat’s “Send in”',
    async (language) => {
      const found: string[] = [];
      const visitor = await openPage(language, PHONE, true);
      await visit(visitor, '/market');
      found.push(...(await problems(visitor, `${language} /market`, true)));
      await visitor.context().close();

      const page = await openPage(language, PHONE);
      await visit(page, '/account?index=2');
      await page.getByTestId('screen-coins').waitFor();
      found.push(...(await problems(page, `${language} /account?index=2`, true)));
      // The tabs fit without a scroller of their own: every tab's name can be read.
      const tabs = await page
        .locator('nav.segmented')
        .evaluate((nav) => ({ scroll: nav.scrollWidth, client: nav.clientWidth }));
      if (tabs.scroll > tabs.client)
        found.push(`${language} /account?index=2: the tabs scroll (${tabs.scroll} px in ${tabs.client})`);

      // "Send in": the peer's language (Lena writes English), and those the engine does not reach (Minji's Korean,
      // Wei's Chinese, named with brackets of its own).
      for (const key of ['lena', 'minji', 'wei']) {
        await navigate(page, `/chat?with=${encodeURIComponent(globalId(ids[key]))}`);
        await page.getByTestId('translation-outgoing').waitFor();
        found.push(...(await problems(page, `${language} chat with ${key}`, true)));
        const cut = await cutSelect(page, 'translation-outgoing');
        if (cut) found.push(`${language} chat with ${key}: the “Send in” select cuts ${cut}`);
        const chosen = (await page.getByTestId('translation-outgoing').locator('option:checked').textContent()) ?? '';
        if (/\)\s*\(/.test(chosen)) found.push(`${language} chat with ${key}: brackets after brackets in “${chosen}”`);
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
    90_000,
  );

  it('writes Korean particles that read right after the word', async () => {
    const page = await openPage('ko', LAPTOP);
    await visit(page, '/onlineDating');
    for (const [word, expected] of [
      ['바다', '“바다”가'],
      ['하늘', '“하늘”이'],
    ]) {
      await page.getByTestId('id-search').fill(word);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('search-results-empty').textContent()).toContain(expected);
      expect(await page.getByTestId('search-results-empty').textContent()).not.toContain('(가)');
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  });

  it('keeps the phone header in one row, with search, requests, balances and the help pages one tap away', async () => {
    const page = await openPage('de', PHONE);
    await visit(page, '/onlineDating');
    const header = page.locator('header.header');
    const rows = await header.evaluate((element) => {
      const tops = [...element.children]
        .filter((child) => child.getClientRects().length > 0)
        .map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2));
      return new Set(tops.map((middle) => Math.round(middle / 12))).size;
    });
    expect(rows).toBe(1);
    expect((await header.boundingBox())!.height).toBeLessThan(70);
    expect(await page.getByTestId('viewer-nickname').isVisible()).toBe(true);

    // The menu button says there is a request; its sheet holds balances, links, language and logout.
    const menuButton = page.getByTestId('menu-button');
    expect(await menuButton.getAttribute('aria-label')).toMatch(/1 neue Freundschaftsanfrage/);
    expect(await page.getByTestId('menu-pending-requests').innerText()).toBe('1');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menü' });
    await sheet.waitFor();
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await page.getByTestId('balance-gold').isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar-pending-requests').innerText()).toBe('1');
    for (const name of ['Hilfe', 'Sicheres Dating', 'Datenschutz und AGB'])
      expect(await sheet.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await page.getByTestId('menu-logout').isVisible()).toBe(true);
    // Tab goes round inside the sheet; Escape closes it and focus is back on the menu button.
    for (let n = 0; n < 25; n++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // A link in the sheet goes there, and the sheet closes at the tap, before the next page shows (the router renders
    // it later, in a transition): read in the click's own task, once React has handled the tap.
    await menuButton.click();
    const menuAfterTap = await sheet.getByRole('link', { name: 'Hilfe' }).evaluate(async (link) => {
      (link as HTMLElement).click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      return document.getElementById('shell-menu')?.className;
    });
    expect(menuAfterTap).toBe('sidebar');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/help');

    // The search button opens the box; a nickname lists matches; Escape closes, focus back on the button.
    await navigate(page, '/onlineDating');
    await page.getByTestId('search-toggle').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('id-search');
    await page.keyboard.type('Lena');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('search-results').getByTestId('member-row').allInnerTexts())
      .toEqual([expect.stringContaining('Lena')]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('id-search').isVisible()).toBe(false);
    expect(await page.getByTestId('search-toggle').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.context().close();
  });

  it('keeps focus inside a dialog and gives it back to what opened it', async () => {
    const page = await openPage('en', LAPTOP);
    await visit(page, '/onlineDating');
    const card = page.getByTestId('member-card').filter({ hasText: 'Lena' });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Lena' });
    await dialog.waitFor();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let n = 0; n < 8; n++) {
      await page.keyboard.press(n % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('user-card').count()).toBe(0);
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);

    // The image preview: named, closed by its close button, focus back on the photo.
    await navigate(page, `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
    const photo = page.getByTestId('user-album').getByRole('button').first();
    expect((await photo.getAttribute('aria-label')) ?? (await photo.locator('img').getAttribute('alt'))).toMatch(/\S/);
    await photo.click();
    const preview = page.getByRole('dialog', { name: 'Photo preview' });
    await preview.waitFor();
    expect(await preview.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(0);
    expect(await photo.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('loads and fails inside the shell: the maintenance notice with a retry, and the login page still works', async () => {
    const page = await openPage('de', LAPTOP);
    await visit(page, '/onlineDating');
    const header = page.locator('header.header');

    // A slow screen: the header stays and the content says it is loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      if (SESSION_OPERATIONS.test(route.request().postDataJSON()?.operationName ?? '')) return route.continue();
      await held;
      await route.continue();
    };
    await page.route('**/graphql', hold);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Besucher' }).click();
    await page.locator('main .loading[role="status"]').waitFor();
    expect(await header.isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Besucher' }).waitFor();
    await page.unroute('**/graphql', hold);

    // The service behind the BFF is down: its screens say so, in the shell; "Erneut versuchen" loads them once it is
    // back
    // (as they would by themselves a moment later).
    const unavailable = (route: Route) =>
      SESSION_OPERATIONS.test(route.request().postDataJSON()?.operationName ?? '')
        ? route.continue()
        : route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [{ message: 'Upstream unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
            }),
          });
    await page.route('**/graphql', unavailable);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Freundschaftsanfragen' }).click();
    const notice = page.locator('main').getByTestId('error-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-kind')).toBe('maintenance');
    expect(await notice.getByRole('heading').innerText()).toBe('Across wird gerade gewartet');
    expect(await header.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const retry = notice.getByRole('button', { name: 'Erneut versuchen' });
    await retry.waitFor(); // (between the screen's own tries: while one is under way, it shows loading instead)
    await page.unroute('**/graphql', unavailable);
    await retry.click({ timeout: 3_000 }).catch(() => undefined); // unless it came back by itself first
    await page.getByTestId('friend-request').waitFor();
    expect(await notice.count()).toBe(0);

    // The network is gone (fetch throws): the same notice.
    const offline = (route: Route) =>
      SESSION_OPERATIONS.test(route.request().postDataJSON()?.operationName ?? '')
        ? route.continue()
        : route.abort('internetdisconnected');
    await page.route('**/graphql', offline);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Besucher' }).click();
    await notice.waitFor();
    expect(await notice.getAttribute('data-kind')).toBe('maintenance');

    // Logout works from there, the login page shows, and logging in again works.
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-email').waitFor();
    expect(await page.getByTestId('error-notice').count()).toBe(0);
    await page.unroute('**/graphql', offline);
    await page.getByTestId('login-email').fill('emma@example.test');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    // Back where the guard found them (the visitors), or home.
    await page.waitForURL(/\/(myVisitors|onlineDating)$/);
    await settled(page);
    expect(await page.locator('main h1:visible').count()).toBe(1);
    expect(await page.getByTestId('error-notice').count()).toBe(0);
    await page.context().close();
  });
});
