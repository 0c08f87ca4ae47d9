import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The shop as a newcomer meets it, in Chromium on a laptop and a phone: the membership table
 * says only what the product does, /paySuccess says what happened (and leads back to the
 * conversation that asked for coins), bill lines name the gift and the member, and the packs
 * tab shows where the characters went.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the shop after a newcomer’s review, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname] of [['ines', 'Inés'], ['omar', 'Omar']]) {
      ids[key] = (await stack.upstream.accounts.createMember({ email: `${key}@example.test`, password: PASSWORD, nickname, language: 'en' })).id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (key: string, viewport = LAPTOP, locale = 'en') => {
    const page = await loggedInPage(browser, stack.bffUrl, `${key}@example.test`, PASSWORD, viewport, locale);
    page.context().setDefaultTimeout(10_000);
    return page;
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])('lists in the membership table only what the product does, and marks what is coming (%s)', async (_size, viewport) => {
    const page = await open('ines', viewport);
    await page.goto(`${stack.bffUrl}/membership`);
    await page.getByTestId('privilege-table').waitFor();
    const rows = page.getByTestId('privilege-row');
    const labels = await rows.locator('th').allInnerTexts();
    expect(labels.map((label) => label.replace(/\s+/g, ' ').trim())).toEqual([
      'Free gifts a month',
      'Translation characters a month',
      'Member badge',
      'See whether your messages were read',
      expect.stringMatching(/^Random matches Coming soon$/i),
    ]);
    // Every member sees who follows them: no level sells it.
    expect(await page.getByTestId('privilege-table').textContent()).not.toMatch(/likes you/i);
    expect(await rows.filter({ has: page.getByTestId('privilege-coming') }).locator('th').innerText()).toMatch(/Random matches/);
    await expectUsable(page);
    await page.context().close();
  });
});
