import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_FREE_CHARACTERS_PER_DAY } from '../../upstream/constants';
import { users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { registerThroughCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

const PASSWORD = 'long enough password';
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
/** A translation may wait on the engine loading a pair. */
const UNTIL = { timeout: 10_000 };
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;
/** An English line of 990 code points. */
const LONG =
  'I would love to walk along the river with you this weekend and then have lunch in the old town, if the weather is nice. '
    .repeat(9)
    .slice(0, 990);

/**
 * Translation where the engine does not reach a language, in Chromium through the real tiers
 * and Apertium (which has no German at all): Jonas, German, who speaks English, writes English to
 * Lucía and it reaches her in Spanish, and reads her Spanish in English; Sam never chose a
 * language and reads Spanish in the English he uses Across in; Tom's line longer than his
 * characters left says so, and the coin prompt starts on what spends nothing.
 */
describe('translation where the engine does not reach a language, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const size of SIZES) {
      for (const [key, nickname, language, spokenLanguages] of [
        ['jonas', 'Jonas', 'de', ['en']],
        ['lucia', 'Lucía', 'es', []],
        ['tom', 'Tom', 'en', []],
        ['rosa', 'Rosa', 'es', []],
      ] as const) {
        const name = `${key}-${size.name}`;
        ids[name] = (
          await stack.upstream.accounts.createMember({
            email: `${name}@example.test`,
            password: PASSWORD,
            nickname: `${nickname} ${size.name}`,
            language,
          })
        ).id;
        if (spokenLanguages.length > 0)
          await stack.upstream.database.db
            .update(users)
            .set({ spokenLanguages: [...spokenLanguages] })
            .where(eq(users.id, ids[name]));
      }
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (key: string, size: (typeof SIZES)[number], locale: string) => {
    const page = await loggedInPage(
      browser,
      stack.bffUrl,
      `${key}-${size.name}@example.test`,
      PASSWORD,
      size.viewport,
      locale,
    );
    page.context().setDefaultTimeout(10_000);
    return page;
  };
  const chatWith = async (page: Page, id: number) => {
    await page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(id))}`);
    await page.getByTestId('translation-bar').waitFor();
  };
  const send = async (page: Page, text: string) => {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };

  it.each(SIZES)(
    'carries a German member’s English to a Spanish reader in Spanish, and her Spanish to him in English ($name)',
    async (size) => {
      const jonas = await open('jonas', size, 'de');
      const lucia = await open('lucia', size, 'es');
      await chatWith(jonas, ids[`lucia-${size.name}`]);
      await chatWith(lucia, ids[`jonas-${size.name}`]);
      // His bar says plainly what becomes of his German, and what of his English.
      expect(await jonas.getByTestId('translation-outgoing').locator('option:checked').textContent()).toBe(
        `Sprache von Lucía ${size.name}: Spanisch`,
      );
      expect(await jonas.getByTestId('translation-note').textContent()).toBe(
        'Was du auf Deutsch schreibst, geht unübersetzt raus: Kein Dienst übersetzt es nach Spanisch. Schreib auf Englisch, dann wird es übersetzt.',
      );
      await expectUsable(jonas);

      await send(jonas, 'Hello Lucía! I love the sea too. How are you?');
      const hello = jonas.getByTestId('message').last();
      await expect.poll(() => hello.getAttribute('data-state'), UNTIL).toBe('sent');
      expect(await hello.getByTestId('message-translation').textContent()).toMatch(/^Gesendet auf Spanisch/);
      const received = lucia.getByTestId('message').last();
      await expect
        .poll(() => received.getByTestId('message-translation').textContent(), UNTIL)
        .toMatch(/^Traducido del inglés/);
      expect(await received.getByTestId('message-text').textContent()).toMatch(/Lucía/);

      // Her reply reaches him in English, and says why not in German.
      await send(lucia, 'Estoy bien, gracias. Vivo cerca de la playa.');
      const reply = jonas.getByTestId('message').last();
      await expect
        .poll(() => reply.getByTestId('message-translation').textContent(), UNTIL)
        .toMatch(/^Auf Englisch übersetzt \(aus: Spanisch\): Kein Dienst übersetzt nach Deutsch/);
      expect(await reply.getByTestId('message-text').textContent()).toMatch(/beach/i);
      await expectUsable(jonas);

      // Not translated as it came (she sends as written, he turned his off): the button offers English, and gives it.
      await lucia.getByTestId('translation-outgoing').selectOption('off');
      await expect.poll(() => lucia.getByTestId('translation-outgoing').inputValue()).toBe('off');
      await jonas.getByTestId('translation-auto').uncheck();
      await expect.poll(() => jonas.getByTestId('translation-auto').isChecked()).toBe(false);
      await send(lucia, 'Mañana voy a la playa con mis amigos.');
      const next = jonas.getByTestId('message').last();
      await expect
        .poll(() => next.getByTestId('translate-button').textContent(), UNTIL)
        .toBe('Übersetzen in: Englisch');
      await next.getByTestId('translate-button').click();
      await expect.poll(() => next.getByTestId('message-text').textContent(), UNTIL).toMatch(/beach/i);
      await expectUsable(jonas);
      await jonas.context().close();
      await lucia.context().close();
    },
    90_000,
  );

  it.each(SIZES)(
    'translates Spanish into English for a member who skipped choosing a language, in an English browser, and follows a switch of the interface ($name)',
    async (size) => {
      const email = `sam-${size.name}@example.test`;
      const { userInfo } = await registerThroughCode(stack.upstreamUrl, {
        email,
        password: PASSWORD,
        nickname: `Sam ${size.name}`,
      });
      const sam = await loggedInPage(browser, stack.bffUrl, email, PASSWORD, size.viewport, 'en-US');
      sam.context().setDefaultTimeout(10_000);
      const lucia = await open('lucia', size, 'es');
      await chatWith(lucia, userInfo.id);
      // Lucía's menu names the language he reads Across in.
      expect(await lucia.getByTestId('translation-outgoing').locator('option:checked').textContent()).toBe(
        `Idioma de Sam ${size.name}: inglés`,
      );
      await lucia.getByTestId('translation-outgoing').selectOption('off');
      await expect.poll(() => lucia.getByTestId('translation-outgoing').inputValue()).toBe('off');
      await chatWith(sam, ids[`lucia-${size.name}`]);
      expect(await sam.getByTestId('translation-auto').isChecked()).toBe(true);

      await send(lucia, 'Hola Sam, ¿de dónde eres?');
      const received = sam.getByTestId('message').last();
      await expect
        .poll(() => received.getByTestId('message-translation').textContent(), UNTIL)
        .toMatch(/^Translated from Spanish/);
      expect(await received.getByTestId('message-text').textContent()).toMatch(/Sam/);
      expect(await received.getByTestId('message-text').getAttribute('lang')).toBe('en');
      await expectUsable(sam);

      // He switches Across to Spanish: the service hears it, and Spanish reaches him as written.
      await sam.goto(`${stack.bffUrl}/onlineDating`);
      if (size.name === 'phone') await sam.getByTestId('menu-button').click();
      await sam.getByTestId(size.name === 'phone' ? 'menu-language-select' : 'language-select').selectOption('es');
      const interfaceLanguage = async () =>
        (
          await stack.upstream.database.db
            .select({ language: users.interfaceLanguage })
            .from(users)
            .where(eq(users.id, userInfo.id))
        )[0].language;
      await expect.poll(interfaceLanguage, UNTIL).toBe('es');
      await chatWith(sam, ids[`lucia-${size.name}`]);
      await send(lucia, 'Me alegro de conocerte.');
      const asWritten = sam.getByTestId('message').last();
      await expect
        .poll(() => asWritten.getByTestId('message-text').textContent(), UNTIL)
        .toBe('Me alegro de conocerte.');
      expect(await asWritten.getByTestId('message-translation').count()).toBe(0);
      await sam.context().close();
      await lucia.context().close();
    },
    90_000,
  );

  it.each(SIZES)(
    'says a line longer than the characters left went as written, and starts the coin prompt on what spends nothing ($name)',
    async (size) => {
      const key = `tom-${size.name}`;
      await useFreeCharacters(stack.upstream, ids[key], TRANSLATION_FREE_CHARACTERS_PER_DAY - 928);
      const tom = await open('tom', size, 'en');
      await chatWith(tom, ids[`rosa-${size.name}`]);
      await send(tom, LONG);
      const long = tom.getByTestId('message').last();
      await expect.poll(() => long.getAttribute('data-state'), UNTIL).toBe('sent');
      expect(await long.getByTestId('message-translation').textContent()).toBe(
        'Sent as written: it is longer than the 928 translation characters you had left. They can still translate it.',
      );
      await expectUsable(tom);

      // With coins that would pay the rest, the prompt asks, its focus on "Not now": Enter spends nothing.
      await creditCoins(stack.upstream, ids[key], 10, `${key}-coins`);
      await send(tom, LONG);
      const prompt = tom.getByTestId('insufficient-coins');
      await prompt.waitFor();
      expect(await prompt.getByTestId('insufficient-detail').textContent()).toBe(
        "This translation needs 990 characters; you have 928 left (today's free characters and your translation characters). Gold coins can pay the rest: 1 coin for every 100 characters.",
      );
      expect(await prompt.getByTestId('insufficient-pay-coins').textContent()).toBe('Pay 1 gold coin');
      await expect
        .poll(() => tom.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('insufficient-later');
      await expectUsable(tom);
      await tom.keyboard.press('Enter');
      await prompt.waitFor({ state: 'detached' });
      expect(await tom.getByTestId('chat-input').inputValue()).toBe(LONG);
      expect((await stack.upstream.ledger.balances(ids[key])).coin).toBe(10);
      await tom.context().close();
    },
    90_000,
  );
});
