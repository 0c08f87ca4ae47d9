import type { Browser, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, logIn, pageWidth, tooWide } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { readLatestCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * What a member sees (issue 9), in Chromium on a phone (390×844) and a laptop (1280×800):
 * no page wider than the screen, no serious or critical axe-core finding, the phone's header
 * in one row with everything reachable, dialogs that keep and give back focus, and loading
 * and failures inside the shell.
 */

const PASSWORD = 'long enough password';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

const PUBLIC_ROUTES = ['/login', '/register', '/forgotPassword', '/market', '/about', '/safety', '/privacy', '/help'];
/** Every screen of a logged-in member, the ComingSoon ones too, and the standalone chat pages. */
const memberRoutes = (other: string) => [
  '/onlineDating',
  `/userHomePage/${encodeURIComponent(other)}`,
  '/myInfo',
  '/person',
  '/apply',
  '/apply?tab=friends',
  '/followMe',
  '/myLike',
  '/myVisitors',
  '/account?index=1',
  '/account?index=2',
  '/account?index=3',
  '/membership',
  '/dynamicSquare',
  '/shopping',
  '/order',
  '/myOrder',
  '/chats',
  '/myspace',
  '/announce',
  '/notify',
  '/chat',
  `/chat?with=${encodeURIComponent(other)}`,
];

/** Operations that keep working while the member's screens fail: who is logged in, login, logout. */
const SESSION_OPERATIONS = /^(AppQuery|useSessionLoginMutation|useSessionLogoutMutation)$/;

describe('what a member sees, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  const member = async (key: string, nickname: string, language = 'en') => {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language,
    });
    ids[key] = user.id;
    const session = new GraphQLSession(stack.bffUrl);
    await session.request(
      `mutation { sessionLogin(input: { email: "${key}@example.test", password: "${PASSWORD}" }) { __typename } }`,
    );
    return session;
  };

  const addPhoto = async (session: GraphQLSession) => {
    const { data } = await session.request(`mutation { albumUploadGrant { uploadUrl } }`);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#6a5cff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${data.albumUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    await session.request(`mutation($key: String!) { albumPhotoAdd(input: { uploadKey: $key }) { __typename } }`, {
      key: uploaded.data.key,
    });
  };

  /** A moment with one photo (the square, my space and the member pages show it). */
  const addMoment = async (session: GraphQLSession, text: string) => {
    const { data } = await session.request(`mutation { momentPhotoUploadGrant { uploadUrl } }`);
    const jpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#e0a040' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${data.momentPhotoUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    await session.request(`mutation($input: MomentPublishInput!) { momentPublish(input: $input) { __typename } }`, {
      input: { text, uploadKeys: [uploaded.data.key] },
    });
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    // A long nickname, a photo in each album, and a friend request waiting for Emma.
    const emma = await member('emma', 'Emma Alexandrova-Rosenberg');
    const lena = await member('lena', 'Lena');
    for (const [key, nickname] of [
      ['yuki', 'ゆき'],
      ['olga', 'Ольга'],
      ['jonas', 'Jonas'],
    ])
      await member(key, nickname);
    // Write Korean and Chinese, which the engine does not reach from English: said beside the chat's select, not in it.
    await member('minji', 'Minji', 'ko');
    await member('wei', 'Wei', 'zh-CN');
    await addPhoto(emma);
    await addPhoto(lena);
    // A long unbroken word, which must wrap rather than widen the page.
    await addMoment(emma, 'Sonnenuntergangsbeobachtungsausflug am Strand, wunderschön');
    await addMoment(lena, 'Hallo aus Berlin!');
    await lena.request('mutation($id: ID!) { friendAdd(input: { userId: $id, message: "Hallo!" }) { __typename } }', {
      id: globalId(ids.emma),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page in `language` at `viewport`, logged in as Emma unless `visitor`. */
  async function openPage(
    language: string,
    viewport: { width: number; height: number },
    visitor = false,
  ): Promise<Page> {
    const context = await browser.newContext({ locale: language, viewport });
    context.setDefaultTimeout(8_000); // a step that does not happen fails here, with its line
    const page = await context.newPage();
    if (visitor) return page;
    await logIn(context, stack.bffUrl, 'emma@example.test', PASSWORD);
    return page;
  }

  /** Waits until the page shows no spinner (the app, the screen's chunk and query are in). */
  const settled = (page: Page) =>
    page.waitForFunction(() => document.querySelector('#root > *') && !document.querySelector('.loading'), undefined, {
      timeout: 10_000,
    });

  async function visit(page: Page, route: string) {
    await page.goto(`${stack.bffUrl}${route}`);
    await settled(page);
  }

  /** What is wrong with the page as shown now: too wide, or (with `axe`) serious or critical findings. */
  async function problems(page: Page, where: string, axe: boolean): Promise<string[]> {
    const found: string[] = [];
    const width = await pageWidth(page);
    const viewport = page.viewportSize()!.width;
    if (width > viewport)
      found.push(`${where}: ${width} px wide on a ${viewport} px screen (${(await tooWide(page)).join('; ')})`);
    // A table in its own scroller fits the page but hides its last column: it must fit too.
    for (const table of await page.$$eval('.table-scroll', (scrollers) =>
      scrollers.filter((s) => s.scrollWidth > s.clientWidth).map((s) => `${s.scrollWidth} px in ${s.clientWidth}`),
    ))
      found.push(`${where}: a table scrolls sideways (${table})`);
    if (axe)
      for (const violation of await axeViolations(page))
        found.push(
          `${where}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.slice(0, 3).join(', ')}`,
        );
    return found;
  }

  /** Registration steps 1 to 5 on a phone (steps 4 and 5 were wider than the screen in German). */
  async function registrationProblems(language: string, axe: boolean): Promise<string[]> {
    const page = await openPage(language, PHONE, true);
    const email = `new-${language}-${Date.now()}@example.test`;
    const found: string[] = [];
    const check = async (step: number) =>
      found.push(...(await problems(page, `${language} ${PHONE.width} /register step ${step}`, axe)));
    await visit(page, '/register');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await readLatestCode(stack.upstreamUrl, email, 'register'));
    await check(2);
    await page.getByTestId('register-check-code').click();
    await page.getByTestId('register-account-nickname').fill('Nova');
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    await check(3);
    await page.getByTestId('register-submit-password').click();
    await page.getByTestId('register-personal-form').waitFor();
    await check(4);
    await page.getByTestId('register-personal-skip').click(); // the step is optional
    await page.getByTestId('register-setup-form').waitFor();
    await check(5);
    await page.context().close();
    return found;
  }

  it.each([
    ['en', true],
    ['de', true],
    ['ru', false],
    // Korean's label for the menu button's badge once did not contain the number it shows.
    ['ko', true],
  ])(
    'every page fits the screen in %s, without serious or critical axe findings (axe: %s)',
    async (language, axe) => {
      const found: string[] = [];
      for (const viewport of [PHONE, LAPTOP]) {
        const visitor = await openPage(language, viewport, true);
        for (const route of PUBLIC_ROUTES) {
          await visit(visitor, route);
          found.push(...(await problems(visitor, `${language} ${viewport.width} ${route}`, axe)));
        }
        await visitor.context().close();
        const page = await openPage(language, viewport);
        for (const route of memberRoutes(globalId(ids.lena))) {
          await visit(page, route);
          found.push(...(await problems(page, `${language} ${viewport.width} ${route}`, axe)));
        }
        // The chat over the page (laptop): the panel, and the window opened from a profile.
        if (viewport === LAPTOP) {
          await visit(page, '/onlineDating');
          await page.getByTestId('sidebar-messages').click();
          await page.getByTestId('chat-panel').waitFor();
          found.push(...(await problems(page, `${language} ${viewport.width} chat panel`, axe)));
          await page.keyboard.press('Escape');
          await visit(page, `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
          await page.getByTestId('user-send-message').click();
          await page.getByTestId('chat-input').waitFor();
          found.push(...(await problems(page, `${language} ${viewport.width} chat window`, axe)));
        }
        // The publish dialog and a moment's photo, large.
        await visit(page, '/myspace');
        await page.getByTestId('publish-open').click();
        await page.getByTestId('publish-dialog').waitFor();
        found.push(...(await problems(page, `${language} ${viewport.width} publish dialog`, axe)));
        await page.keyboard.press('Escape');
        await visit(page, '/dynamicSquare');
        await page.getByTestId('moment-picture-open').first().click();
        await page.getByTestId('moment-photo-large').waitFor();
        found.push(...(await problems(page, `${language} ${viewport.width} photo viewer`, axe)));
        await page.keyboard.press('Escape');
        await page.getByTestId('moment-comments-open').first().click();
        await page.getByTestId('moment-comment-form').waitFor();
        found.push(...(await problems(page, `${language} ${viewport.width} moment comments`, axe)));
        // The phone's menu sheet, open.
        if (viewport === PHONE) {
          await visit(page, '/onlineDating');
          await page.getByTestId('menu-button').click();
          const shown = await page
            .getByRole('dialog')
            .waitFor()
            .then(
              () => true,
              () => false,
            );
          if (shown) found.push(...(await problems(page, `${language} ${viewport.width} menu`, axe)));
          else found.push(`${language} ${viewport.width}: the menu button shows no menu`);
        }
        await page.context().close();
      }
      found.push(...(await registrationProblems(language, axe)));
      expect(found).toEqual([]);
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
        await visit(page, `/chat?with=${encodeURIComponent(globalId(ids[key]))}`);
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

    // A link in the sheet goes there, and the sheet closes.
    await menuButton.click();
    await sheet.getByRole('link', { name: 'Hilfe' }).click();
    await page.waitForURL(/\/help$/);

    // The search button opens the box; a nickname lists matches; Escape closes, focus back on the button.
    await visit(page, '/onlineDating');
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
    await visit(page, `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
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
