import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * How a translation reads, in Chromium through the real Apertium: Ana writes Spanish (her
 * interface in Spanish, on a laptop), Ben reads English (on a phone). Each translation says
 * it is machine-made and by which engine; Ben proposes a better wording of one, and Ana sees
 * it under her message, live.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
/** A translation may wait on the engine loading a pair (a second or more the first time). */
const UNTIL = { timeout: 10_000 };

describe('translations that read right, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname, language] of [
      ['ana', 'Ana', 'es'],
      ['ben', 'Ben', 'en'],
    ]) {
      ids[key] = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname,
          language,
        })
      ).id;
      await stack.upstream.ledger.post(
        { userId: ids[key], key: 'e2e-pack', kind: 'coin_purchase', request: {} },
        async () => ({
          legs: [
            { account: { system: 'sales' }, asset: 'character', amount: -5_000 },
            { account: { userId: ids[key] }, asset: 'character', amount: 5_000 },
          ],
          result: {},
        }),
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function chatWith(
    key: string,
    viewport: { width: number; height: number },
    locale: string,
    peer: string,
  ): Promise<Page> {
    const page = await loggedInPage(browser, stack.bffUrl, `${key}@example.test`, PASSWORD, viewport, locale, {
      at: `/chat?with=${encodeURIComponent(globalId(ids[peer]))}`,
    });
    page.context().setDefaultTimeout(10_000);
    await page.getByTestId('translation-bar').waitFor();
    return page;
  }
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

  it('names the engine of each translation; Ben proposes a better wording and Ana sees it, live', async () => {
    const ana = await chatWith('ana', LAPTOP, 'es', 'ben');
    const ben = await chatWith('ben', PHONE, 'en', 'ana');
    await ana.getByTestId('chat-input').fill('Me encanta el mar');
    await ana.getByTestId('chat-send').click();
    const mine = ana.getByTestId('message').last();
    await expect.poll(() => mine.getAttribute('data-state'), UNTIL).toBe('sent');

    // Ben reads it in English, told it is Apertium's machine translation.
    const received = ben.getByTestId('message').last();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toBe('It loves me the mar');
    expect(await received.getByTestId('translation-engine').textContent()).toBe(
      'Machine translation by Apertium · Suggest a better wording',
    );
    await expectUsable(ben);

    // He proposes how it should read: the field takes the focus, and gives it back once sent.
    await received.getByTestId('correction-open').click();
    expect(await focused(ben)).toBe('correction-input');
    expect(await received.getByTestId('correction-input').inputValue()).toBe('It loves me the mar');
    await expectUsable(ben);
    // The translation as it is, is no better wording: said, and nothing kept.
    await received.getByTestId('correction-submit').click();
    await expect
      .poll(() => received.getByTestId('correction-error').textContent(), UNTIL)
      .toBe('That is the wording already: change it to suggest a better one.');
    await received.getByTestId('correction-input').fill('I love the sea');
    await received.getByTestId('correction-submit').click();
    await expect
      .poll(() => received.getByTestId('message-correction').textContent(), UNTIL)
      .toBe('Your wording: I love the sea · Change');
    expect(await focused(ben)).toBe('correction-open');

    // Ana, without reloading, sees his wording under her message, in her language.
    await expect
      .poll(() => mine.getByTestId('message-correction').textContent(), UNTIL)
      .toBe('Ben propone: I love the sea');
    // What went out says it is machine-made too, once she shows it.
    await mine.getByTestId('show-original').click();
    await expect
      .poll(() => mine.getByTestId('translation-engine').textContent(), UNTIL)
      .toBe('Traducción automática de Apertium');
    await expectUsable(ana);
    await ana.context().close();
    await ben.context().close();
  }, 90_000);
});
