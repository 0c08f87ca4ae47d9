import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loggedInPage } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

const PASSWORD = 'long enough password';
const LIMIT_IN_WORDS = 'Das Foto ist zu groß: höchstens 10 MB.';
/** An 11 MB GIF: the browser sends a GIF as it is (it compresses only still photos). */
const ELEVEN_MB_GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(11 * 1024 * 1024)]);

/**
 * Limits as a member meets them, in Chromium, in German: a photo over the size limit is said
 * with the limit in words (the BFF's 413) in the album and the chat window, not "upload
 * failed" or a retry that cannot work; a purchase started past the limit says so where the
 * member can see it.
 */
describe('limits in the browser', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const name of ['lena', 'tom', 'mia'])
      await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname: name,
        language: 'de',
      });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the album says the limit (phone)', async () => {
    const page = await loggedInPage(
      browser,
      stack.bffUrl,
      'lena@example.test',
      PASSWORD,
      { width: 390, height: 844 },
      'de',
    );
    await page.goto(`${stack.bffUrl}/myInfo`);
    await page
      .getByTestId('album-file')
      .setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: ELEVEN_MB_GIF });
    await expect.poll(() => page.getByTestId('my-info-notice').innerText(), { timeout: 20_000 }).toBe(LIMIT_IN_WORDS);
    expect(await page.getByTestId('album-photo').count()).toBe(0);
    await page.context().close();
  });

  it('the chat window says the limit and keeps no failed photo to retry (laptop)', async () => {
    const page = await loggedInPage(
      browser,
      stack.bffUrl,
      'tom@example.test',
      PASSWORD,
      { width: 1280, height: 800 },
      'de',
    );
    const lena = (await stack.upstream.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'lena@example.test'),
    }))!;
    await page.goto(
      `${stack.bffUrl}/chat?with=${encodeURIComponent(Buffer.from(`User:${lena.id}`).toString('base64'))}`,
    );
    await page.getByTestId('chat-window').waitFor();
    await page
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: ELEVEN_MB_GIF });
    await expect.poll(() => page.getByTestId('chat-error').innerText(), { timeout: 20_000 }).toBe(LIMIT_IN_WORDS);
    expect(await page.getByTestId('chat-window').locator('[data-state="failed"]').count()).toBe(0);
    await page.context().close();
  });

  it('a purchase started past the limit is refused in words, in sight above the phone’s bottom bar', async () => {
    const page = await loggedInPage(
      browser,
      stack.bffUrl,
      'mia@example.test',
      PASSWORD,
      { width: 390, height: 844 },
      'de',
    );
    await page.goto(`${stack.bffUrl}/account?index=2`);
    await page.getByTestId('coin-package-10').waitFor();
    // Five started (and left at the provider) a moment ago.
    for (let i = 0; i < 5; i++) {
      const started = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
          body: JSON.stringify({ query: 'mutation { coinPurchaseStart(input: { packageId: 1 }) { __typename } }' }),
        });
        return (await response.json()).data.coinPurchaseStart.__typename;
      });
      expect(started).toBe('CoinPurchaseStartPayload');
    }
    await page.getByTestId('coin-package-10').click();
    const error = page.getByTestId('coin-error');
    await expect
      .poll(() => error.innerText())
      .toBe('Du hast in kurzer Zeit viele Käufe begonnen. Bitte warte einen Moment und versuche es dann erneut.');
    expect(page.url()).toContain('/account');
    const inSight = () =>
      page.evaluate(() => {
        const line = document.querySelector('[data-testid="coin-error"]')!.getBoundingClientRect();
        const bar = document.querySelector('[data-testid="bottom-bar"]')?.getBoundingClientRect();
        return line.top >= 0 && line.bottom <= (bar ? bar.top : window.innerHeight);
      });
    await expect.poll(inSight).toBe(true);
    await page.context().close();
  });
});
