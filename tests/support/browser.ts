import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with no network chatter of its own (the machine is offline). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new browser context (its own cookies) logged in through the login screen, at `viewport`. */
export async function loggedInPage(browser: Browser, bffUrl: string, email: string, password: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${bffUrl}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('viewer-nickname').waitFor();
  return page;
}
