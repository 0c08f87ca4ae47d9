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
 * A photo over the size limit, in Chromium, in German: the album and the chat window say the
 * limit in words (the BFF's 413), not "upload failed" or a retry that cannot work.
 */
describe('a photo over the size limit in the browser', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const name of ['lena', 'tom']) await stack.upstream.accounts.createMember({ email: `${name}@example.test`, password: PASSWORD, nickname: name, language: 'de' });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('the album says the limit (phone)', async () => {
    const page = await loggedInPage(browser, stack.bffUrl, 'lena@example.test', PASSWORD, { width: 390, height: 844 }, 'de');
    await page.goto(`${stack.bffUrl}/myInfo`);
    await page.getByTestId('album-file').setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: ELEVEN_MB_GIF });
    await expect.poll(() => page.getByTestId('my-info-notice').innerText(), { timeout: 20_000 }).toBe(LIMIT_IN_WORDS);
    expect(await page.getByTestId('album-photo').count()).toBe(0);
    await page.context().close();
  });

  it('the chat window says the limit and keeps no failed photo to retry (laptop)', async () => {
    const page = await loggedInPage(browser, stack.bffUrl, 'tom@example.test', PASSWORD, { width: 1280, height: 800 }, 'de');
    const lena = (await stack.upstream.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, 'lena@example.test') }))!;
    await page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(Buffer.from(`User:${lena.id}`).toString('base64'))}`);
    await page.getByTestId('chat-window').waitFor();
    await page.getByTestId('chat-image-input').setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: ELEVEN_MB_GIF });
    await expect.poll(() => page.getByTestId('chat-error').innerText(), { timeout: 20_000 }).toBe(LIMIT_IN_WORDS);
    expect(await page.getByTestId('chat-window').locator('[data-state="failed"]').count()).toBe(0);
    await page.context().close();
  });
});
