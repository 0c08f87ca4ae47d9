import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { readLatestCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * What a newcomer meets, in a German browser on a phone and a laptop: registration steps that
 * start with the focus in their first field, say which fields are required and show a skipped
 * step as skipped; customer service's welcome waiting in German, under one name and picture,
 * with no presence and no translation bar; a chat that opens ready to write in; their own
 * photo on their page; the shop tab leading somewhere.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;

describe('a newcomer’s first minutes in a German browser', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist, backend: 'pglite' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The element that has the focus, by its test id (the page's body has none). */
  const focused = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };

  it.each(SIZES)(
    'registers with the focus in each step, the required fields marked and skipped steps shown as skipped, and finds customer service’s welcome in German (%s)',
    async (name, size) => {
      const laptop = name === 'laptop';
      const email = `neu-${name}@example.test`;
      const context = await browser.newContext({ locale: 'de-DE', viewport: size });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      await page.goto(`${stack.bffUrl}/register`);

      // Each step starts in its first field.
      await expect.poll(() => focused(page)).toBe('register-email');
      await page.getByTestId('register-email').fill(email);
      await page.getByTestId('register-send-code').click();
      await expect.poll(() => focused(page)).toBe('register-code');
      await page.getByTestId('register-code').fill(await readLatestCode(stack.upstreamUrl, email, 'register'));
      await page.getByTestId('register-check-code').click();
      await expect.poll(() => focused(page)).toBe('register-account-nickname');
      await page.getByTestId('register-account-nickname').fill(`Jonas ${name}`);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-password-confirm').fill(PASSWORD);
      await page.getByTestId('register-submit-password').click();

      // About you: what is required says so, visibly and to a screen reader; the other languages are not.
      await page.getByTestId('register-personal-form').waitFor();
      await expect.poll(() => focused(page)).toBe('register-birth-year');
      // Its name, bold as the current step, stays on one line ("Über dich" wrapped on a phone).
      const lines = await page
        .locator('[aria-current="step"] .progress-label')
        .evaluate((label) => label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight));
      expect(lines).toBeLessThan(1.5);
      await page.getByTestId('required-note').waitFor();
      for (const field of ['register-birth-year', 'register-language', 'register-gender', 'register-region']) {
        expect(await page.getByTestId(field).getAttribute('aria-required'), field).toBe('true');
      }
      expect(
        await page.getByTestId('register-language').locator('xpath=..').locator('.required-mark').isVisible(),
      ).toBe(true);
      expect(await page.getByTestId('register-spoken-add').getAttribute('aria-required')).toBeNull();
      await expectUsable(page);
      await page.getByTestId('register-personal-skip').click();

      // The profile step: the skipped step is shown as skipped, not done; occupation, photo and 1 to 3 hobbies are
      // required.
      await page.getByTestId('register-setup-form').waitFor();
      await expect.poll(() => focused(page)).toBe('register-avatar-button');
      const step = (which: string) =>
        page
          .getByTestId('register-progress')
          .locator('li')
          .nth(['email', 'code', 'password', 'personal', 'setup'].indexOf(which));
      expect(await step('personal').getAttribute('data-state')).toBe('skipped');
      expect(await step('personal').locator('.progress-dot').innerText()).not.toContain('✓');
      expect(await step('password').getAttribute('data-state')).toBe('done');
      expect(await page.getByTestId('register-occupation').getAttribute('aria-required')).toBe('true');
      expect(await page.getByTestId('register-height').getAttribute('aria-required')).toBeNull();
      const hobbies = page.locator('fieldset.hobbies legend');
      expect(await hobbies.innerText()).toMatch(/^Hobbys \(1 bis 3\)\s*\*/);
      expect(await hobbies.locator('.required-mark').isVisible()).toBe(true);
      await expectUsable(page);
      await page.getByTestId('register-setup-skip').click();
      await page.getByTestId('register-done').waitFor();
      expect(await step('setup').getAttribute('data-state')).toBe('skipped');
      await expect.poll(() => focused(page)).toBe('register-finish');
      await page.getByTestId('register-finish').click();

      // Customer service's welcome waits, in German, under one name and Across's own picture.
      if (laptop) {
        await page.getByTestId('sidebar-messages').click();
        await page.getByTestId('chat-panel').waitFor();
      } else {
        await page.getByTestId('bottom-bar').getByRole('link', { name: /Chats/ }).click();
      }
      const row = page.getByTestId('conversation-row').first();
      await row.waitFor();
      expect(await row.locator('.conversation-nickname').innerText()).toBe('Kundenservice');
      expect(await row.getByTestId('conversation-preview').innerText()).toMatch(/^Willkommen bei Across!/);
      expect(await row.getByTestId('conversation-unread').innerText()).toBe('1');
      await row.getByTestId('service-avatar').waitFor();
      expect(await row.locator('.avatar-initial').count()).toBe(0);
      await row.getByTestId('conversation-open').click();

      const window = page.getByTestId('chat-window');
      await window.waitFor();
      expect(await window.getAttribute('role')).toBe(laptop ? 'dialog' : null);
      // The chat opens ready to write in.
      await expect.poll(() => focused(page)).toBe('chat-input');
      await window
        .getByTestId('message')
        .filter({ hasText: 'Willkommen bei Across! Hier ist der Kundenservice' })
        .waitFor();
      expect(await window.getByTestId('chat-peer-name').innerText()).toBe('Kundenservice');
      await window.getByTestId('service-avatar').waitFor();
      // No presence, no translation bar: its translation costs the member nothing, and the window says so.
      expect((await window.getByTestId('chat-status').innerText()).trim()).toBe('');
      expect(await window.getByTestId('translation-bar').count()).toBe(0);
      expect(await window.getByTestId('chat-service-translated').innerText()).toContain('kostenlos übersetzt');
      expect(await window.getByTestId('chat-no-messages').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toContain('Across Support');
      await expectUsable(page);
      await context.close();
    },
  );

  it.each(SIZES)(
    'shows my own photo on my page, and the shop tab leads to what can be bought already (%s)',
    async (name, size) => {
      const email = `foto-${name}@example.test`;
      await stack.upstream.accounts.createMember({
        email,
        password: PASSWORD,
        nickname: `Foto ${name}`,
        language: 'de',
      });
      const login = await fetch(`${stack.upstreamUrl}/user-service/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }).then((r) => r.json());
      const portrait = readFileSync(path.join(__dirname, '../../upstream/demo/portraits/jonas.jpg'));
      const uploaded = await fetch(`${stack.upstreamUrl}/user-service/file/avatar`, {
        method: 'POST',
        headers: { token: login.data.token, 'content-type': 'image/jpeg' },
        body: new Uint8Array(portrait),
      }).then((r) => r.json());
      expect(uploaded.code).toBe(200);

      const page = await loggedInPage(browser, stack.bffUrl, email, PASSWORD, size, 'de-DE', { at: '/myInfo' });
      const photo = page.getByTestId('my-info').locator('.profile-head .avatar img');
      await photo.waitFor({ state: 'attached' });
      expect(await photo.getAttribute('src')).toContain('/media/avatars/');
      await expectUsable(page);

      await page.goto(`${stack.bffUrl}/shopping`);
      const links = page.getByTestId('mall-more-link');
      await links.first().waitFor();
      // (The German tab name carries a soft hyphen where it may break on a phone.)
      expect((await links.allInnerTexts()).map((text) => text.replace(/\u00AD/g, ''))).toEqual([
        'Goldmünzen',
        'Übersetzungspakete',
        'Mitgliedschaft',
      ]);
      await expectUsable(page);
      await links.first().click();
      await page.waitForURL(/\/account\?index=2$/);
      await page.context().close();
    },
  );
});
