import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presence, users } from '../../upstream/db/schema';
import { launchBrowser, pageWidth } from '../support/browser';
import { readLatestCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * A new member's first minutes, in Chromium on a phone and a laptop: the first screen, the
 * registration steps (labelled, the nickname asked once, language and country proposed from
 * the browser, height and weight optional, nothing saved that was not chosen), height and
 * weight private unless shown, and the meet page's photos, languages, presence and filters.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;
type Size = (typeof SIZES)[number][1];
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
const portrait = (name: string) => readFileSync(path.join(__dirname, '../../upstream/demo/portraits', `${name}.jpg`));

describe('a new member’s first minutes in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  /** A member made directly, with a profile and (optionally) a drawn portrait uploaded as members upload theirs. */
  const member = async (key: string, profile: Partial<typeof users.$inferInsert>, photo?: string) => {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname: key[0].toUpperCase() + key.slice(1),
    });
    ids[key] = user.id;
    await stack.upstream.database.db.update(users).set(profile).where(eq(users.id, user.id));
    if (!photo) return;
    const login = await fetch(`${stack.upstreamUrl}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${key}@example.test`, password: PASSWORD }),
    }).then((r) => r.json());
    const uploaded = await fetch(`${stack.upstreamUrl}/user-service/file/avatar`, {
      method: 'POST',
      headers: { token: login.data.token, 'content-type': 'image/jpeg' },
      body: new Uint8Array(portrait(photo)),
    }).then((r) => r.json());
    expect(uploaded.code).toBe(200);
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    const year = new Date().getFullYear();
    await member('kit', { language: 'en', region: 'GB' });
    await member(
      'lola',
      { language: 'es', region: 'ES', gender: 2, birthYear: year - 26, birthMonth: 1, birthDay: 1 },
      'lucia',
    );
    await member(
      'pepe',
      { language: 'es', region: 'MX', gender: 1, birthYear: year - 36, birthMonth: 1, birthDay: 1 },
      'mateo',
    );
    await member(
      'hana',
      { language: 'ja', region: 'JP', gender: 2, birthYear: year - 30, birthMonth: 1, birthDay: 1 },
      'yuki',
    );
    await member('wren', { language: 'en', region: 'IE', gender: 2, height: 170, weight: 61 }, 'olga');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A browser context at `size`, its browser in `locale`. */
  async function openContext(size: Size, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale, viewport: size });
    context.setDefaultTimeout(10_000);
    return { context, page: await context.newPage() };
  }

  async function logIn(page: Page, key: string) {
    await page.getByTestId('login-email').fill(`${key}@example.test`);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
  }

  async function logOut(page: Page) {
    if (await page.getByTestId('logout').isVisible()) await page.getByTestId('logout').click();
    else {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('menu-logout').click();
    }
    await page.waitForURL(/\/login$/);
  }

  /** Every step of the progress has its name on screen, inside the page's width. */
  async function expectLabelledSteps(page: Page, size: Size) {
    const labels = page.getByTestId('register-progress').locator('.progress-label');
    await expect.poll(() => labels.count()).toBe(5);
    for (const label of await labels.all()) {
      expect(await label.isVisible()).toBe(true);
      expect((await label.innerText()).trim()).not.toBe('');
      const box = (await label.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    }
  }

  it.each(SIZES)(
    'shows the landing page at "/" to a first-time visitor, the login to one who logged in before, the app to a live session (%s)',
    async (_name, size) => {
      const { context, page } = await openContext(size);
      await page.goto(`${stack.bffUrl}/`);
      await page.getByTestId('screen-landing').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await page.getByTestId('landing-login').click();
      await page.waitForURL(/\/login$/);
      await logIn(page, 'kit');

      // Logged out, this browser has had a member: "/" is the login now.
      await logOut(page);
      await page.goto(`${stack.bffUrl}/`);
      await page.waitForURL(/\/login$/);
      expect(await page.getByTestId('screen-landing').count()).toBe(0);

      // With a live session, "/" is the app.
      await logIn(page, 'kit');
      await page.goto(`${stack.bffUrl}/`);
      await page.getByTestId('meet-screen').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    },
  );

  it.each(SIZES)(
    'registers with labelled steps, the nickname asked once, Spanish and Spain proposed from the browser, no height or weight, and nothing saved that was not chosen (%s)',
    async (_name, size) => {
      for (const path of ['save', 'skip'] as const) {
        const email = `nueva-${path}-${size.width}@example.test`;
        const { context, page } = await openContext(size, 'es-ES');
        await page.goto(`${stack.bffUrl}/register`);
        await expectLabelledSteps(page, size);
        await page.getByTestId('register-email').fill(email);
        await page.getByTestId('register-send-code').click();
        await page.getByTestId('register-code').fill(await readLatestCode(stack.upstreamUrl, email, 'register'));
        await expectLabelledSteps(page, size);
        await page.getByTestId('register-check-code').click();
        await page.getByTestId('register-account-nickname').fill(`Nueva ${size.width}`);
        await page.getByTestId('register-password').fill(PASSWORD);
        await page.getByTestId('register-password-confirm').fill(PASSWORD);
        await expectLabelledSteps(page, size);
        await page.getByTestId('register-submit-password').click();

        // Personal info: the browser's Spanish (Spain) proposed, said as a proposal.
        await page.getByTestId('register-personal-form').waitFor();
        await expectLabelledSteps(page, size);
        await expect.poll(() => page.getByTestId('register-language').inputValue()).toBe('es');
        expect(await page.getByTestId('register-region').inputValue()).toBe('ES');
        await page.getByTestId('register-proposed').waitFor();
        expect(await page.getByTestId('register-gender').inputValue()).toBe('');
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
        if (path === 'save') {
          await page.getByTestId('register-birth-year').selectOption('1993');
          await page.getByTestId('register-birth-month').selectOption('4');
          await page.getByTestId('register-birth-day').selectOption('9');
          await page.getByTestId('register-gender').selectOption('OTHER');
          await page.getByTestId('register-personal-save').click();
        } else {
          await page.getByTestId('register-personal-skip').click();
        }

        // Account setup: no second nickname; height and weight optional and, given, private.
        await page.getByTestId('register-setup-form').waitFor();
        await expectLabelledSteps(page, size);
        expect(await page.getByTestId('register-nickname').count()).toBe(0);
        expect(await page.getByTestId('register-height').inputValue()).toBe('');
        expect(await page.getByTestId('register-weight').inputValue()).toBe('');
        expect(await page.getByTestId('register-weight-visible').isChecked()).toBe(false);
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
        if (path === 'save') {
          await page
            .getByTestId('register-avatar')
            .setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: portrait('sofia') });
          await page.getByTestId('register-avatar-preview').locator('img').waitFor();
          await page.getByTestId('register-occupation').selectOption('design');
          await page.getByTestId('register-hobby-travel').click();
          await page.getByTestId('register-setup-save').click();
        } else {
          await page.getByTestId('register-setup-skip').click();
        }
        await page.getByTestId('register-done').waitFor();

        const [row] = await stack.upstream.database.db.select().from(users).where(eq(users.email, email));
        expect({
          nickname: row.nickname,
          height: row.height,
          weight: row.weight,
          heightVisible: row.heightVisible,
          weightVisible: row.weightVisible,
          signature: row.signature,
        }).toEqual({
          nickname: `Nueva ${size.width}`,
          height: null,
          weight: null,
          heightVisible: false,
          weightVisible: false,
          signature: null,
        });
        if (path === 'save') {
          expect(row).toMatchObject({
            language: 'es',
            region: 'ES',
            gender: 0,
            birthYear: 1993,
            occupation: 'design',
            interest: 'travel',
          });
          expect(row.avatar).toMatch(/^\/media\/avatars\//);
        } else {
          // Proposed but never saved: the member chose nothing, so nothing is there.
          expect(row).toMatchObject({
            language: null,
            region: null,
            gender: null,
            birthYear: null,
            occupation: null,
            interest: '',
            avatar: null,
          });
        }
        await context.close();
      }
    },
  );

  it.each(SIZES)('keeps a member’s weight from others until she shows it (%s)', async (_name, size) => {
    const { context: kitContext, page: kit } = await openContext(size);
    await kit.goto(`${stack.bffUrl}/login`);
    await logIn(kit, 'kit');
    const wrensPage = `${stack.bffUrl}/userHomePage/${encodeURIComponent(globalId(ids.wren))}`;
    await kit.goto(wrensPage);
    const profile = kit.getByTestId('user-home-page');
    await expect.poll(() => profile.innerText()).toMatch(/Ireland/);
    expect(await profile.innerText()).not.toMatch(/61 kg|170 cm/);

    // Wren sees both on /person, and chooses to show her weight only.
    const { context: wrenContext, page: wren } = await openContext(size);
    await wren.goto(`${stack.bffUrl}/login`);
    await logIn(wren, 'wren');
    await wren.goto(`${stack.bffUrl}/person`);
    await expect.poll(() => wren.getByTestId('register-weight').inputValue()).toBe('61');
    expect(await wren.getByTestId('register-height').inputValue()).toBe('170');
    await wren.getByTestId('register-weight-visible').check();
    await wren.getByTestId('register-setup-save').click();
    await wren.getByTestId('person-setup-saved').waitFor();

    await kit.goto(wrensPage);
    await expect.poll(() => profile.innerText()).toMatch(/61 kg/);
    expect(await profile.innerText()).not.toMatch(/170 cm/);

    // And hides it again.
    await wren.getByTestId('register-weight-visible').uncheck();
    await wren.getByTestId('register-setup-save').click();
    await wren.getByTestId('person-setup-saved').waitFor();
    await kit.goto(wrensPage);
    await expect.poll(() => profile.innerText()).toMatch(/Ireland/);
    expect(await profile.innerText()).not.toMatch(/61 kg/);
    await kitContext.close();
    await wrenContext.close();
  });

  it.each(SIZES)(
    'shows photos, languages and who is online on the meet page, and filters by language, country, age and online now (%s)',
    async (_name, size) => {
      // The registration test's newcomers are not part of this page: they keep out of search.
      await stack.upstream.database.db
        .update(users)
        .set({ hiddenFromSearch: true })
        .where(like(users.email, 'nueva-%'));
      // Hana has Across open: she is online.
      const { context: hanaContext, page: hana } = await openContext(size);
      await hana.goto(`${stack.bffUrl}/login`);
      await logIn(hana, 'hana');
      await expect
        .poll(
          async () =>
            (await stack.upstream.database.db.select().from(presence).where(eq(presence.userId, ids.hana))).length,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);

      const { context, page } = await openContext(size);
      await page.goto(`${stack.bffUrl}/login`);
      await logIn(page, 'kit');
      const grid = page.getByTestId('meet-screen');
      const cards = grid.getByTestId('member-card');
      const card = (name: string) => cards.filter({ hasText: name });
      await expect.poll(() => cards.count()).toBe(4);
      // Every member with a photo shows it, loaded.
      for (const name of ['Lola', 'Pepe', 'Hana', 'Wren']) {
        const image = card(name).locator('img');
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      expect(await card('Lola').getByTestId('member-card-language').innerText()).toBe('Speaks Spanish');
      expect(await card('Hana').getByTestId('member-card-language').innerText()).toBe('Speaks Japanese');
      expect(await card('Hana').getByTestId('member-card-presence').innerText()).toBe('Online');
      expect(await card('Pepe').getByTestId('member-card-presence').innerText()).toBe('Offline');
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);

      // The filters: open on a laptop, a tap away on a phone.
      if (!(await page.getByTestId('meet-filter-language').isVisible()))
        await page.getByTestId('meet-filters-toggle').click();
      const names = async () =>
        (await cards.allInnerTexts()).map((text) => text.match(/Lola|Pepe|Hana|Wren/)?.[0]).sort();
      await page.getByTestId('meet-filter-language').selectOption('es');
      await expect.poll(names).toEqual(['Lola', 'Pepe']);
      await page.getByTestId('meet-filter-region').selectOption('MX');
      await expect.poll(names).toEqual(['Pepe']);
      await page.getByTestId('meet-filter-region').selectOption('');
      await page.getByTestId('meet-filter-age-min').selectOption('30');
      await expect.poll(names).toEqual(['Pepe']);
      await page.getByTestId('meet-filter-language').selectOption('');
      await expect.poll(names).toEqual(['Hana', 'Pepe']);
      await page.getByTestId('meet-filter-age-max').selectOption('33');
      await expect.poll(names).toEqual(['Hana']);
      await page.getByTestId('meet-filter-clear').click();
      await expect.poll(names).toEqual(['Hana', 'Lola', 'Pepe', 'Wren']);
      await page.getByTestId('meet-filter-online').check();
      await expect.poll(names).toEqual(['Hana']);
      await page.getByTestId('meet-filter-language').selectOption('es');
      await page.getByTestId('meet-empty').waitFor();
      expect(await page.getByTestId('meet-empty').innerText()).toBe(
        'Nobody matches these filters right now. Try fewer of them.',
      );
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await context.close();
      await hanaContext.close();
    },
  );
});
