import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/** The newest code mailed to `email` for `purpose`, from the upstream's development mailbox. */
async function mailedCode(
  stack: Stack,
  email: string,
  purpose: 'register' | 'reset',
  notIn: string[] = [],
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${stack.upstreamUrl}/user-service/dev/mailbox?email=${encodeURIComponent(email)}&format=json`,
        );
        const mails = (await response.json()) as Array<{ code: string | null; purpose: string | null }>;
        found =
          mails.find((mail) => mail.code && mail.purpose?.toLowerCase().includes(purpose) && !notIn.includes(mail.code))
            ?.code ?? undefined;
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

async function choose(page: Page, testId: string) {
  // The first real option (index 0 is the empty choice).
  const select = page.getByTestId(testId);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

async function logIn(page: Page, stack: Stack, email: string, password: string) {
  await page.goto(`${stack.bffUrl}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('accounts in Chromium: register, profile, reset and change password, cancel', () => {
  let stack: Stack;
  let browser: Browser;
  let avatar: Buffer;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 229, g: 72, b: 111 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it.each(['en', 'ja', 'ru'])('a new person goes through the whole account life cycle (UI in %s)', async (language) => {
    const email = `new-${language}-${Date.now()}@example.test`;
    const password = 'first password 123';
    const newPassword = 'second password 456';
    const nickname = `Nova ${language}`;
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await context.addInitScript((lang) => localStorage.setItem('across.language', lang), language);
    const page = await context.newPage();

    // Landing page → registration.
    await page.goto(`${stack.bffUrl}/market`);
    await page.getByTestId('screen-landing').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.getByTestId('landing-register').click();
    await page.waitForURL(/\/register$/);

    // (a) e-mail: a malformed address is refused in the page.
    await page.getByTestId('register-email').fill('not-an-address');
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-email-error').waitFor();
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-send-code').click();

    // (b) code, with the countdown and the development mailbox hint.
    await page.getByTestId('register-code').waitFor();
    await page.getByTestId('register-countdown').waitFor();
    await page.getByTestId('register-dev-mailbox').waitFor();
    await page.getByTestId('register-code').fill('000000');
    await page.getByTestId('register-check-code').click();
    await expect
      .poll(() => page.locator('[data-testid="register-code-error"], [data-testid="register-error"]').count())
      .toBeGreaterThan(0);
    const code = await mailedCode(stack, email, 'register');
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-check-code').click();

    // (c) nickname and password: confirmation must match.
    await page.getByTestId('register-account-nickname').fill(nickname);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-confirm').fill('something else');
    await page.getByTestId('register-submit-password').click();
    await page.getByTestId('register-password-confirm-error').waitFor();
    await page.getByTestId('register-password-confirm').fill(password);
    await page.getByTestId('register-submit-password').click();

    // (d) personal info: adults only.
    await page.getByTestId('register-personal-form').waitFor();
    const thisYear = new Date().getFullYear();
    await page.getByTestId('register-birth-year').selectOption(String(thisYear - 18));
    await page.getByTestId('register-birth-month').selectOption('12');
    await page.getByTestId('register-birth-day').selectOption('31');
    await choose(page, 'register-language');
    await choose(page, 'register-gender');
    await choose(page, 'register-region');
    const lastDayOfYear = new Date().getMonth() === 11 && new Date().getDate() === 31;
    if (!lastDayOfYear) {
      await page.getByTestId('register-personal-save').click();
      await page.getByTestId('register-birthday-error').waitFor();
    }
    await page.getByTestId('register-birth-year').selectOption(String(thisYear - 30));
    await page.getByTestId('register-personal-save').click();

    // (e) account setup: a wrong file type is refused, then a PNG avatar.
    await page.getByTestId('register-setup-form').waitFor();
    await page
      .getByTestId('register-avatar')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('register-avatar-error').waitFor();
    // The nickname was asked with the password: not again here.
    expect(await page.getByTestId('register-nickname').count()).toBe(0);
    await page.getByTestId('register-setup-save').click();
    await page.getByTestId('register-hobbies-error').waitFor();
    await page.getByTestId('register-avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
    await page.getByTestId('register-avatar-preview').locator('img').waitFor();
    await choose(page, 'register-height');
    await choose(page, 'register-weight');
    await page.getByTestId('register-signature').fill('Hello from the test');
    await choose(page, 'register-occupation');
    const hobbies = page.locator('[data-testid^="register-hobby-"]');
    await expect.poll(() => hobbies.count()).toBeGreaterThan(0);
    await hobbies.nth(0).click();
    if ((await page.getByTestId('register-hobbies-refresh').count()) > 0)
      await page.getByTestId('register-hobbies-refresh').click();
    await page.locator('[data-testid^="register-hobby-"][aria-pressed="false"]').first().click();
    await page.getByTestId('register-setup-save').click();
    await page.getByTestId('register-done').waitFor();
    await page.getByTestId('register-finish').click();
    await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(nickname);
    expect(await page.getByTestId('complete-profile').count()).toBe(0);

    // Log out, log in again.
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await logIn(page, stack, email, password);
    await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(nickname);
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);

    // Forgot password.
    await page.getByTestId('login-forgot').click();
    await page.waitForURL(/\/forgotPassword$/);
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-send-code').click();
    await page.getByTestId('forgot-code').waitFor();
    const resetCode = await mailedCode(stack, email, 'reset');
    await page.getByTestId('forgot-code').fill(resetCode);
    await page.getByTestId('forgot-check-code').click();
    await page.getByTestId('forgot-password').fill(newPassword);
    await page.getByTestId('forgot-password-confirm').fill(newPassword);
    await page.getByTestId('forgot-submit-password').click();
    await page.getByTestId('forgot-done').waitFor();
    await page.getByTestId('forgot-back-login').click();
    await page.waitForURL(/\/login$/);

    // The old password no longer works; the new one does.
    await logIn(page, stack, email, password);
    await page.getByTestId('login-error').waitFor();
    await logIn(page, stack, email, newPassword);
    await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(nickname);

    // Change the password on the account page: the current one must be right.
    await page.getByTestId('nav-account').click();
    const changed = `${newPassword} again`;
    await page.getByTestId('account-current-password').fill('not my password');
    await page.getByTestId('account-new-password').fill(changed);
    await page.getByTestId('account-new-password-confirm').fill(changed);
    await page.getByTestId('account-change-password').click();
    await page.getByTestId('account-password-form').getByRole('alert').first().waitFor();
    await page.getByTestId('account-current-password').fill(newPassword);
    await page.getByTestId('account-change-password').click();
    await page.getByTestId('account-password-changed').waitFor();

    // Cancel the account: a wrong password is refused, the right one closes it.
    await page.getByTestId('account-cancel-open').click();
    await page.getByTestId('account-cancel-password').fill(newPassword);
    await page.getByTestId('account-cancel-confirm').click();
    await page.getByTestId('account-cancel-password-error').waitFor();
    await page.getByTestId('account-cancel-password').fill(changed);
    await page.getByTestId('account-cancel-confirm').click();
    await page.waitForURL(/\/login$/);

    // Logging in now fails.
    await logIn(page, stack, email, changed);
    await page.getByTestId('login-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
