import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, friendships } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, loggedInPage, tooWide } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * A member's page in Chromium, on a laptop and a phone: the actions in groups, with what ends
 * something (unfollow, remove the friend, block) in a menu that the keyboard opens, keeps the
 * focus in, and Escape closes; a dialog opened from it gives the focus back to its button.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('a member’s page, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [key, nickname] of [
      ['rosa', 'Rosa'],
      ['tim', 'Tim'],
      ['uma', 'Uma'],
    ]) {
      ids[key] = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname,
          language: 'en',
        })
      ).id;
    }
    // Rosa is friends with Tim and Uma and follows both.
    const { db } = stack.upstream.database;
    for (const friend of [ids.tim, ids.uma]) {
      await db.insert(friendships).values([
        { userId: ids.rosa, friendId: friend },
        { userId: friend, friendId: ids.rosa },
      ]);
      await db.insert(follows).values({ followerId: ids.rosa, followeeId: friend });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const focused = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

  it.each(SIZES)(
    'groups the actions and keeps what ends something in a menu the keyboard works (%s)',
    async (_size, viewport) => {
      const page = await loggedInPage(browser, stack.bffUrl, 'rosa@example.test', PASSWORD, viewport, 'en', {
        at: `/userHomePage/${encodeURIComponent(globalId(ids.tim))}`,
      });
      page.context().setDefaultTimeout(10_000);
      await page.getByTestId('user-is-friend').waitFor();

      // Getting in touch together; nothing that ends something beside "Send a message".
      const contact = page.getByTestId('user-actions-contact');
      expect(await contact.getByTestId('user-send-message').isVisible()).toBe(true);
      expect(await contact.getByTestId('user-is-following').isVisible()).toBe(true);
      for (const testId of ['user-remove-friend', 'user-block', 'user-unfollow'])
        expect(await page.getByTestId(testId).count()).toBe(0);
      const more = page.getByTestId('user-more');
      expect(await more.getAttribute('aria-haspopup')).toBe('menu');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await tooWide(page)).toEqual([]);

      // The keyboard opens the menu onto its first item; arrows move, Tab stays inside, Escape closes onto the button.
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: /More/ });
      await menu.waitFor();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Unfollow', 'Remove friend', 'Block']);
      expect(await focused(page)).toBe('user-unfollow');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('user-remove-friend');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('user-block');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('user-unfollow');
      for (let n = 0; n < 5; n++) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      expect(await tooWide(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await focused(page)).toBe('user-more');
      expect(await more.getAttribute('aria-expanded')).toBe('false');

      // "Remove friend" asks first; cancelling gives the focus back to the menu's button.
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const confirm = page.getByTestId('remove-friend-dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('Tim');
      expect(await confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await focused(page)).toBe('user-more');
      expect(await page.getByTestId('user-is-friend').isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it('removes a friend and unfollows from the menu; the page shows the way back at once', async () => {
    const page = await loggedInPage(browser, stack.bffUrl, 'rosa@example.test', PASSWORD, SIZES[0][1], 'en', {
      at: `/userHomePage/${encodeURIComponent(globalId(ids.uma))}`,
    });
    page.context().setDefaultTimeout(10_000);
    await page.getByTestId('user-is-friend').waitFor();
    await page.getByTestId('user-more').click();
    await page.getByTestId('user-remove-friend').click();
    await page.getByTestId('remove-friend-dialog-confirm').click();
    await page.getByTestId('user-add-friend').waitFor();
    expect(await page.getByTestId('user-is-friend').count()).toBe(0);

    await page.getByTestId('user-more').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Unfollow', 'Block']);
    await page.getByTestId('user-unfollow').click();
    await page.getByTestId('user-follow').waitFor();
    expect(await page.getByTestId('user-is-following').count()).toBe(0);
    await page.reload();
    await page.getByTestId('user-add-friend').waitFor();
    expect(await page.getByTestId('user-follow').isVisible()).toBe(true);
    await page.context().close();
  });
});
