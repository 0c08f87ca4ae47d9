import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Translated chat in Chromium (issue 12), through the real Apertium: Ana writes Spanish (her
 * interface in Spanish, on a laptop), Ben reads English (on a phone). Her message reaches him
 * in English with the original one tap away; he translates one she sent untranslated; a
 * member with nothing to pay for a translation meets the purchase prompt, and may send as
 * written instead.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
/** A translation may wait on the engine loading a pair (a second or more the first time). */
const UNTIL = { timeout: 10_000 };

describe('translated chat between two languages in Chromium (issue 12)', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  /** Translation characters, as a translation pack gives them. */
  const fund = (key: string, characters: number) =>
    stack.upstream.ledger.post({ userId: ids[key], key: `e2e-${key}-${characters}`, kind: 'coin_purchase', request: { characters } }, async () => ({
      legs: [
        { account: { system: 'sales' }, asset: 'character', amount: -characters },
        { account: { userId: ids[key] }, asset: 'character', amount: characters },
      ],
      result: { characters },
    }));

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname, language] of [['ana', 'Ana', 'es'], ['ben', 'Ben', 'en'], ['cleo', 'Cleo', 'es'], ['dan', 'Dan', 'en']]) {
      ids[key] = (await stack.upstream.accounts.createMember({ email: `${key}@example.test`, password: PASSWORD, nickname, language })).id;
    }
    await fund('ana', 5_000);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A member logged in through the login screen, the interface in `locale`. */
  async function open(key: string, viewport: { width: number; height: number }, locale = 'en') {
    const page = await loggedInPage(browser, stack.bffUrl, `${key}@example.test`, PASSWORD, viewport, locale);
    page.context().setDefaultTimeout(10_000);
    return page;
  }
  const chatWith = async (page: Page, key: string) => {
    await page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids[key]))}`);
    await page.getByTestId('translation-bar').waitFor();
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };
  const send = async (page: Page, text: string) => {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
  };

  it('carries Ana’s Spanish into English for Ben, the original one tap away; she sees what went out', async () => {
    const ana = await open('ana', LAPTOP, 'es');
    const ben = await open('ben', PHONE);
    await chatWith(ana, 'ben');
    await chatWith(ben, 'ana');
    // Her messages go into Ben's language unless she says otherwise.
    expect(await ana.getByTestId('translation-outgoing').inputValue()).toBe('peer');
    expect(await ana.getByTestId('translation-outgoing').locator('option:checked').textContent()).toBe('inglés (su idioma)');
    await expectUsable(ana);

    await send(ana, 'Me gusta mucho la playa en verano');
    const mine = ana.getByTestId('message').last();
    await expect.poll(() => mine.getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await mine.getByTestId('message-text').textContent()).toBe('Me gusta mucho la playa en verano');
    expect(await mine.getByTestId('message-translation').textContent()).toMatch(/^Enviado en inglés/);
    await mine.getByTestId('show-original').click(); // "Ver traducción"
    await expect.poll(() => mine.getByTestId('message-text').textContent(), UNTIL).toMatch(/beach/i);

    // Ben, live, on his phone: English first, the original on asking.
    const received = ben.getByTestId('message').last();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toMatch(/beach/i);
    expect(await received.getByTestId('message-translation').textContent()).toMatch(/^Translated from Spanish/);
    await received.getByTestId('show-original').click();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toBe('Me gusta mucho la playa en verano');
    await expectUsable(ben);
    // Her translation characters went down by the 33 characters of her text, in her sidebar too.
    await ana.goto(`${stack.bffUrl}/account?index=3`);
    await expect.poll(() => ana.getByTestId('balance-translation').textContent(), UNTIL).toBe(String(5_000 - 33));
    await ana.context().close();
    await ben.context().close();
  }, 60_000);

  it('lets Ben translate a message Ana sent untranslated, with one tap, in German too', async () => {
    await fund('ben', 1_000);
    const ana = await open('ana', PHONE, 'es');
    const ben = await open('ben', LAPTOP, 'de');
    await chatWith(ana, 'ben');
    await ana.getByTestId('translation-outgoing').selectOption('off');
    await expect.poll(() => ana.getByTestId('translation-outgoing').inputValue(), UNTIL).toBe('off');
    await send(ana, 'Nos vemos mañana en la estación de tren');
    await expect.poll(() => ana.getByTestId('message').last().getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await ana.getByTestId('message').last().getByTestId('message-translation').count()).toBe(0);

    await chatWith(ben, 'ana');
    const received = ben.getByTestId('message').last();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toBe('Nos vemos mañana en la estación de tren');
    const translate = received.getByTestId('translate-button');
    expect(await translate.textContent()).toBe('Übersetzen aus: Spanisch');
    await expectUsable(ben);
    await translate.click();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toMatch(/station/i);
    await expect.poll(() => received.getByTestId('message-translation').textContent(), UNTIL).toMatch(/^Übersetzt aus: Spanisch/);
    await ben.goto(`${stack.bffUrl}/account?index=3`);
    await expect.poll(() => ben.getByTestId('balance-translation').textContent(), UNTIL).toBe(String(1_000 - 39));
    // The setting stays with the conversation: Ana's next visit still sends untranslated.
    await ana.reload();
    await ana.getByTestId('translation-bar').waitFor();
    expect(await ana.getByTestId('translation-outgoing').inputValue()).toBe('off');
    await ana.context().close();
    await ben.context().close();
  }, 60_000);

  it('meets members with nothing to pay for a translation with the purchase prompt: the writer may send as written', async () => {
    const cleo = await open('cleo', PHONE);
    await chatWith(cleo, 'dan');
    await send(cleo, 'Hola Dan, ¿tomamos un café el sábado?');
    await cleo.getByTestId('insufficient-coins').waitFor();
    expect(await cleo.getByTestId('insufficient-coins').getByRole('heading').textContent()).toBe('Not enough translation characters');
    await expectUsable(cleo);
    // Nothing was sent; the text waits in the draft.
    expect(await cleo.getByTestId('chat-input').inputValue()).toBe('Hola Dan, ¿tomamos un café el sábado?');
    await cleo.getByTestId('insufficient-as-written').click();
    await expect.poll(() => cleo.getByTestId('message').last().getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await cleo.getByTestId('message').last().getByTestId('message-text').textContent()).toBe('Hola Dan, ¿tomamos un café el sábado?');
    expect(await cleo.getByTestId('chat-input').inputValue()).toBe('');

    // Dan, with nothing either, taps translate: the same prompt, pack first; "not now" leaves the message as it was.
    const dan = await open('dan', LAPTOP);
    await chatWith(dan, 'cleo');
    const received = dan.getByTestId('message').last();
    await received.getByTestId('translate-button').click();
    await dan.getByTestId('insufficient-coins').waitFor();
    expect(await dan.getByTestId('insufficient-as-written').count()).toBe(0);
    await dan.getByTestId('insufficient-later').click();
    expect(await received.getByTestId('message-text').textContent()).toBe('Hola Dan, ¿tomamos un café el sábado?');
    await dan.getByTestId('translate-button').click();
    await dan.getByTestId('insufficient-pack').click();
    await dan.waitForURL(/\/account\?index=3/);
    await cleo.context().close();
    await dan.context().close();
  }, 60_000);
});
