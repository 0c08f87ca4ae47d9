import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

const PASSWORD = 'long enough password';
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
/** A message or a translation may wait on the engine loading a pair. */
const UNTIL = { timeout: 10_000 };

/** The phone in German, the laptop in English: what each size shows, in words a member reads. */
const SIZES = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    locale: 'de',
    speaks: 'Spricht Englisch und Spanisch',
    fact: /Spricht\s+Englisch und Spanisch/,
  },
  {
    name: 'laptop',
    viewport: { width: 1280, height: 800 },
    locale: 'en',
    speaks: 'Speaks English and Spanish',
    fact: /Speaks\s+English and Spanish/,
  },
] as const;

/**
 * The languages a member speaks, in Chromium through the real tiers and Apertium: Ines (English)
 * says on /person that she speaks Spanish too; Otto finds her on the meet page by Spanish and
 * sees it on her card and her page; Rosa's Spanish reaches her as written, with nothing offered
 * to translate it, and Rosa's bar says why.
 */
describe('the languages a member speaks in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const size of SIZES) {
      for (const [key, language] of [
        ['ines', 'en'],
        ['rosa', 'es'],
        ['otto', 'de'],
      ]) {
        const name = `${key}-${size.name}`;
        ids[name] = (
          await stack.upstream.accounts.createMember({
            email: `${name}@example.test`,
            password: PASSWORD,
            nickname: `${key[0].toUpperCase()}${key.slice(1)} ${size.name}`,
            language,
          })
        ).id;
      }
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (key: string, size: (typeof SIZES)[number], at?: string) => {
    const page = await loggedInPage(
      browser,
      stack.bffUrl,
      `${key}-${size.name}@example.test`,
      PASSWORD,
      size.viewport,
      size.locale,
      { at },
    );
    page.context().setDefaultTimeout(10_000);
    return page;
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

  it.each(SIZES)(
    'sets them on /person, shows them on a card and a page, finds them by filter, and leaves a line in one untranslated ($name)',
    async (size) => {
      // Ines adds Spanish and French, then takes French off again from the keyboard.
      const ines = await open('ines', size, '/person');
      const add = ines.getByTestId('register-spoken-add');
      // Her common language is not offered among the others.
      expect(await add.locator('option[value="en"]').count()).toBe(0);
      await add.selectOption('es');
      await add.selectOption('fr');
      await expect.poll(() => ines.getByTestId('register-spoken-chosen').getByRole('button').count()).toBe(2);
      await ines.getByTestId('register-spoken-fr').focus();
      await ines.keyboard.press('Enter');
      await expect.poll(() => ines.getByTestId('register-spoken-chosen').getByRole('button').count()).toBe(1);
      await expect.poll(() => focused(ines)).toBe('register-spoken-add');
      await expectUsable(ines);
      await ines.getByTestId('register-personal-save').click();
      await ines.getByTestId('person-personal-saved').waitFor();
      const [saved] = await stack.upstream.database.db
        .select({ spoken: users.spokenLanguages })
        .from(users)
        .where(eq(users.id, ids[`ines-${size.name}`]));
      expect(saved.spoken).toEqual(['es']);

      // Otto finds her by Spanish (Rosa's common language), not by French, and reads what she speaks.
      const otto = await open('otto', size);
      const grid = otto.getByTestId('meet-screen');
      const cards = grid.getByTestId('member-card');
      const ours = async () =>
        (await cards.allInnerTexts())
          .flatMap((text) => text.match(new RegExp(`(Ines|Rosa) ${size.name}`))?.[1] ?? [])
          .sort();
      await expect.poll(ours).toEqual(['Ines', 'Rosa']);
      const inesCard = cards.filter({ hasText: `Ines ${size.name}` });
      expect(await inesCard.getByTestId('member-card-language').innerText()).toBe(size.speaks);
      if (!(await otto.getByTestId('meet-filter-language').isVisible()))
        await otto.getByTestId('meet-filters-toggle').click();
      await otto.getByTestId('meet-filter-language').selectOption('fr');
      await expect.poll(ours).toEqual([]);
      await otto.getByTestId('meet-filter-language').selectOption('es');
      await expect.poll(ours).toEqual(['Ines', 'Rosa']);
      await expectUsable(otto);
      await inesCard.click();
      await expect.poll(() => otto.getByTestId('user-card-facts').innerText()).toMatch(size.fact);
      await otto.getByTestId('user-card-profile').click();
      await expect.poll(() => otto.getByTestId('user-nickname').innerText()).toBe(`Ines ${size.name}`);
      await expect.poll(() => otto.locator('.profile-card .details').innerText()).toMatch(size.fact);
      await expectUsable(otto);

      // Rosa writes her Spanish: it reaches Ines as written, nothing offered to translate it.
      const rosa = await open('rosa', size, `/chat?with=${encodeURIComponent(globalId(ids[`ines-${size.name}`]))}`);
      await rosa.getByTestId('translation-bar').waitFor();
      expect(await rosa.getByTestId('translation-peer-speaks').innerText()).toMatch(
        size.locale === 'de' ? /Ines phone spricht auch Spanisch/ : /Ines laptop speaks Spanish too/,
      );
      await ines.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(globalId(ids[`rosa-${size.name}`]))}`);
      await ines.getByTestId('translation-bar').waitFor();
      const line = 'Mañana voy a la playa con mis amigos.';
      await rosa.getByTestId('chat-input').fill(line);
      await rosa.getByTestId('chat-send').click();
      await expect.poll(() => rosa.getByTestId('message').last().getAttribute('data-state'), UNTIL).toBe('sent');
      const received = ines.getByTestId('message').last();
      await expect.poll(() => received.getByTestId('message-text').textContent(), UNTIL).toBe(line);
      expect(await received.getByTestId('message-translation').count()).toBe(0);
      expect(await received.getByTestId('translate-button').count()).toBe(0);
      expect(await ines.getByTestId('translation-auto').isChecked()).toBe(true);
      await expectUsable(ines);
      for (const page of [ines, otto, rosa]) await page.context().close();
    },
    120_000,
  );
});
