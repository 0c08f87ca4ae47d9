import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { registerThroughCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Translated chat in Chromium (issue 12), through the real Apertium: Ana writes Spanish (her
 * interface in Spanish, on a laptop), Ben reads English (on a phone). Her message reaches him
 * in English with the original one tap away; he reads one she sent untranslated automatically,
 * or with one tap. A newly registered member says hello to a Spanish speaker for free, and
 * once the day's free characters are spent her message goes as written, no paywall in front
 * of it, the reader offered its translation. Two English members chat with no language named.
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
    stack.upstream.ledger.post(
      { userId: ids[key], key: `e2e-${key}-${characters}`, kind: 'coin_purchase', request: { characters } },
      async () => ({
        legs: [
          { account: { system: 'sales' }, asset: 'character', amount: -characters },
          { account: { userId: ids[key] }, asset: 'character', amount: characters },
        ],
        result: { characters },
      }),
    );

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname, language] of [
      ['ana', 'Ana', 'es'],
      ['ben', 'Ben', 'en'],
      ['cleo', 'Cleo', 'es'],
      ['dan', 'Dan', 'en'],
    ]) {
      ids[key] = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname,
          language,
        })
      ).id;
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
    expect(await ana.getByTestId('translation-outgoing').locator('option:checked').textContent()).toBe(
      'Idioma de Ben: inglés',
    );
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
    await expect
      .poll(() => received.getByTestId('message-text').textContent(), UNTIL)
      .toBe('Me gusta mucho la playa en verano');
    await expectUsable(ben);
    // Her free characters of the day went down by the 33 characters of her text, in her sidebar too; her pack's are
    // untouched.
    await ana.goto(`${stack.bffUrl}/account?index=3`);
    await expect.poll(() => ana.getByTestId('balance-free-translation').textContent(), UNTIL).toBe(String(2_000 - 33));
    expect(await ana.getByTestId('wallet-free-translation').textContent()).toBe('1967 de 2000');
    expect(await ana.getByTestId('balance-translation').textContent()).toBe('5000');
    await ana.context().close();
    await ben.context().close();
  }, 60_000);

  it('reads Ana’s untranslated message to Ben automatically, or, with that off, with one tap, in German too', async () => {
    await fund('ben', 1_000);
    const ana = await open('ana', PHONE, 'es');
    const ben = await open('ben', LAPTOP, 'de');
    await chatWith(ana, 'ben');
    await ana.getByTestId('translation-outgoing').selectOption('off');
    await expect.poll(() => ana.getByTestId('translation-outgoing').inputValue(), UNTIL).toBe('off');
    await send(ana, 'Nos vemos mañana en la estación de tren');
    await expect.poll(() => ana.getByTestId('message').last().getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await ana.getByTestId('message').last().getByTestId('message-translation').count()).toBe(0);

    // On by default: it arrives in his language, the bar saying what his free characters are.
    await chatWith(ben, 'ana');
    expect(await ben.getByTestId('translation-auto').isChecked()).toBe(true);
    const received = ben.getByTestId('message').last();
    await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toMatch(/station/i);
    expect(await received.getByTestId('message-translation').textContent()).toMatch(/^Übersetzt aus: Spanisch/);
    expect(await ben.getByTestId('translation-cost').textContent()).toMatch(/^Heute gratis: 1\.961 von 2\.000 Zeichen/);
    await expectUsable(ben);

    // Turned off: the next one waits for his tap.
    await ben.getByTestId('translation-auto').uncheck();
    await expect.poll(() => ben.getByTestId('translation-auto').isChecked(), UNTIL).toBe(false);
    await send(ana, 'El tren sale a las nueve');
    const next = ben.getByTestId('message').last();
    await expect.poll(() => next.getByTestId('message-text').textContent(), UNTIL).toBe('El tren sale a las nueve');
    const translate = next.getByTestId('translate-button');
    expect(await translate.textContent()).toBe('Übersetzen aus: Spanisch');
    await translate.click();
    await expect.poll(() => next.getByTestId('message-text').textContent(), UNTIL).toMatch(/train/i);
    // The settings stay with the conversation: Ana's next visit still sends untranslated.
    await ana.reload();
    await ana.getByTestId('translation-bar').waitFor();
    expect(await ana.getByTestId('translation-outgoing').inputValue()).toBe('off');
    await ana.context().close();
    await ben.context().close();
  }, 60_000);

  it('lets a newly registered member with no coins say hello in Spanish for free; once the day’s characters are spent it goes as written, no paywall, the reader offered its translation', async () => {
    const { userInfo } = await registerThroughCode(stack.upstreamUrl, {
      email: 'nina@example.test',
      password: PASSWORD,
      nickname: 'Nina',
    });
    ids.nina = userInfo.id;
    const nina = await open('nina', PHONE);
    await chatWith(nina, 'cleo');
    expect(await nina.getByTestId('translation-outgoing').locator('option:checked').textContent()).toBe(
      'Cleo’s language: Spanish',
    );
    expect(await nina.getByTestId('translation-cost').textContent()).toMatch(/^Free today: 2,000 of 2,000 characters/);
    await send(nina, 'Hello Cleo, nice to meet you!');
    const hello = nina.getByTestId('message').last();
    await expect.poll(() => hello.getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await hello.getByTestId('message-translation').textContent()).toMatch(/^Sent in Spanish/);
    expect(await nina.getByTestId('insufficient-coins').count()).toBe(0);
    await expect
      .poll(() => nina.getByTestId('translation-cost').textContent(), UNTIL)
      .toMatch(/^Free today: 1,971 of 2,000/);
    await expectUsable(nina);

    // The day's free characters spent, no coins: the next goes as written at once, said to her.
    await useFreeCharacters(stack.upstream, ids.nina);
    await send(nina, 'Are you free on Saturday?');
    const asWritten = nina.getByTestId('message').last();
    await expect.poll(() => asWritten.getAttribute('data-state'), UNTIL).toBe('sent');
    expect(await asWritten.getByTestId('message-translation').textContent()).toBe(
      'Sent as written: your free characters for today are used up. They can still translate it.',
    );
    expect(await nina.getByTestId('insufficient-coins').count()).toBe(0);
    expect(await nina.getByTestId('chat-input').inputValue()).toBe('');
    await expectUsable(nina);

    // Cleo reads both in Spanish (the second with her own free characters). Hers spent too, she is offered it.
    const cleo = await open('cleo', LAPTOP, 'es');
    await chatWith(cleo, 'nina');
    const second = cleo.getByTestId('message').last();
    await expect
      .poll(() => second.getByTestId('message-translation').textContent(), UNTIL)
      .toMatch(/^Traducido del inglés/);
    await useFreeCharacters(stack.upstream, ids.cleo);
    await creditCoins(stack.upstream, ids.cleo, 3, 'cleo-coins');
    await send(nina, 'I like cooking and hiking');
    const third = cleo.getByTestId('message').last();
    await expect.poll(() => third.getByTestId('message-text').textContent(), UNTIL).toBe('I like cooking and hiking');
    expect(await third.getByTestId('message-translation').textContent()).toMatch(
      /^No se tradujo automáticamente: ya usaste tus caracteres gratis de hoy\. · Traducir$/,
    );
    await expectUsable(cleo);
    // Tapping it asks before spending her coins; she agrees.
    await third.getByTestId('translate-button').click();
    await cleo.getByTestId('insufficient-coins').waitFor();
    expect(await cleo.getByTestId('insufficient-pay-coins').textContent()).toBe('Pagar 1 moneda de oro');
    // The focus starts on what spends nothing: Enter is not a payment.
    expect(await cleo.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('insufficient-later');
    await expectUsable(cleo);
    await cleo.getByTestId('insufficient-pay-coins').click();
    await expect.poll(() => third.getByTestId('message-text').textContent(), UNTIL).toMatch(/cocin/i);
    await cleo.goto(`${stack.bffUrl}/account?index=3`);
    await expect.poll(() => cleo.getByTestId('wallet-gold').textContent(), UNTIL).toBe('2');
    expect(await cleo.getByTestId('wallet-free-translation').textContent()).toBe('0 de 2000');
    await expectUsable(cleo);
    await nina.context().close();
    await cleo.context().close();
  }, 90_000);

  it('shows a short English line between two English members in English: no language named, no “Translate from”', async () => {
    const dan = await open('dan', LAPTOP);
    const ben = await open('ben', PHONE);
    await chatWith(dan, 'ben');
    await chatWith(ben, 'dan');
    for (const line of ['sounds good to me', 'see ya']) await send(dan, line);
    await expect.poll(() => ben.getByTestId('message').count(), UNTIL).toBe(2);
    for (const page of [dan, ben]) {
      await expect
        .poll(() => page.getByTestId('message').last().getByTestId('message-text').textContent(), UNTIL)
        .toBe('see ya');
      expect(await page.getByTestId('message-translation').count()).toBe(0);
      expect(await page.getByTestId('translate-button').count()).toBe(0);
      expect(
        await page.getByTestId('message-text').evaluateAll((texts) => texts.map((text) => text.getAttribute('lang'))),
      ).toEqual(['en', 'en']);
      await expectUsable(page);
    }
    await dan.context().close();
    await ben.context().close();
  }, 60_000);
});
