import { eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { launchBrowser, loggedInPage } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

const PASSWORD = 'long enough password';
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('meeting people, the user info card, search, friends and the profile editor in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  const member = async (key: string, nickname: string) => {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language: 'en',
    });
    ids[key] = user.id;
    return user.id;
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    await member('kai', 'Kai');
    const others: number[] = [];
    for (let n = 0; n < 25; n++) others.push(await member(`member${n}`, `Member${String(n).padStart(2, '0')}`));
    // Three of them are women from Spain, with a full profile for the info card.
    await stack.upstream.database.db
      .update(users)
      .set({
        gender: 2,
        region: 'ES',
        height: 170,
        weight: 60,
        heightVisible: true,
        weightVisible: true,
        occupation: 'teacher',
        interest: 'travel,music',
      })
      .where(inArray(users.id, others.slice(0, 3)));
    await stack.upstream.database.db
      .update(users)
      .set({ gender: 1 })
      .where(inArray(users.id, others.slice(3)));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const loggedIn = (email: string, viewport: { width: number; height: number }, at?: string) =>
    loggedInPage(browser, stack.bffUrl, email, PASSWORD, viewport, 'en', { at });

  it('lists members to meet, loads more at the bottom and keeps the screen alive across routes', async () => {
    const page = await loggedIn('kai@example.test', { width: 1280, height: 800 });
    const cards = page.getByTestId('meet-screen').getByTestId('member-card');
    await expect.poll(() => cards.count()).toBe(20);
    expect(await cards.allInnerTexts()).not.toContainEqual(expect.stringContaining('Kai'));
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards.count(), { timeout: 5000 }).toBe(25);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    // Away and back: the 25 loaded cards and the scroll position are still there.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Visitors' }).click();
    await page.getByTestId('member-list').waitFor();
    expect(await page.getByTestId('meet-screen').isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Meet-ups' }).click();
    await expect.poll(() => page.getByTestId('meet-screen').isVisible()).toBe(true);
    expect(await cards.count()).toBe(25);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The gender filter, kept as well.
    await page.getByTestId('meet-filter-FEMALE').click();
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Moments' }).click();
    await expect.poll(() => page.getByTestId('meet-screen').isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Meet-ups' }).click();
    await expect.poll(() => page.getByTestId('meet-filter-FEMALE').getAttribute('aria-pressed')).toBe('true');
    expect(await cards.count()).toBe(3);

    // The user info card: the spec's facts, then on to the full profile.
    await cards.first().click();
    const card = page.getByTestId('user-card');
    await card.waitFor();
    await expect
      .poll(() => card.getByTestId('user-card-facts').innerText())
      .toMatch(/Female[\s\S]*Spain[\s\S]*Travel · Music[\s\S]*Teacher[\s\S]*170 cm[\s\S]*60 kg/);
    // Gifts and messages are real buttons.
    expect(await card.getByTestId('user-card-gift').getAttribute('aria-disabled')).toBeNull();
    expect(await card.getByTestId('user-card-message').getAttribute('aria-disabled')).toBeNull();
    await card.getByTestId('user-card-profile').click();
    await page.getByTestId('user-home-page').waitFor();
    expect(await page.getByTestId('user-nickname').innerText()).toMatch(/^Member0[0-2]$/);

    // The kept screen follows a change of language, country names included.
    await page.getByTestId('language-select').selectOption('de');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Begegnungen' }).click();
    await expect.poll(() => cards.first().innerText()).toMatch(/Spanien/);
  });

  it('searches members by nickname from the header', async () => {
    const page = await loggedIn('kai@example.test', { width: 1280, height: 800 });
    await page.getByTestId('id-search').fill('member1');
    await page.getByTestId('id-search-submit').click();
    const results = page.getByTestId('search-results');
    await expect.poll(() => results.getByTestId('member-row').count()).toBe(10);
    expect(await results.getByTestId('search-results-count').innerText()).toBe('Showing 10 of 10 members');
    // More than a page: 20 first, the rest on asking.
    await page.getByTestId('id-search').fill('member');
    await page.getByTestId('id-search-submit').click();
    await expect.poll(() => results.getByTestId('search-results-count').innerText()).toBe('Showing 20 of 25 members');
    await results.getByTestId('search-results-more').click();
    await expect.poll(() => results.getByTestId('member-row').count()).toBe(25);
    expect(await results.getByTestId('search-results-more').count()).toBe(0);
    await page.getByTestId('id-search').fill('nobody-like-this');
    await page.getByTestId('id-search-submit').click();
    await results.getByTestId('search-results-empty').waitFor();
    await page.getByTestId('id-search').fill('Member07');
    await page.getByTestId('id-search-submit').click();
    await results.getByTestId('member-row').click();
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('Member07');
    expect(await results.count()).toBe(0); // the panel closed
  });

  it('sends a friend request that the other member accepts, names them in the address book, and adds at once where no approval is needed', async () => {
    await member('nora', 'Nora');
    await member('otto', 'Otto');
    await stack.upstream.database.db
      .update(users)
      .set({ friendRequestsNeedApproval: false })
      .where(eq(users.id, ids.otto));

    // Nora has the app open on a desktop while Kai, on his phone, asks to be her friend.
    const nora = await loggedIn('nora@example.test', { width: 1280, height: 800 });
    const kai = await loggedIn(
      'kai@example.test',
      { width: 390, height: 844 },
      `/userHomePage/${encodeURIComponent(globalId(ids.nora))}`,
    );
    await kai.getByTestId('user-add-friend').click();
    await expect.poll(() => kai.getByTestId('friend-notice').innerText()).toBe('Friend request sent.');
    await expect.poll(() => kai.getByTestId('user-add-friend').innerText()).toBe('Request sent');
    expect(await kai.getByTestId('user-add-friend').isDisabled()).toBe(true);

    // Nora is told at once, without reloading, and her sidebar counts the request.
    await expect
      .poll(() => nora.getByTestId('member-event-toast').innerText(), { timeout: 10_000 })
      .toMatch(/^Kai wants to be your friend\./);
    await expect.poll(() => nora.getByTestId('sidebar-pending-requests').innerText()).toBe('1');
    await nora
      .getByTestId('sidebar')
      .getByRole('link', { name: /Friend requests/ })
      .click();
    const request = nora.getByTestId('friend-request');
    await expect.poll(() => request.innerText()).toMatch(/Kai/);
    await request.getByTestId('request-accept').click();
    await expect.poll(() => request.getByTestId('request-status').innerText()).toBe('Accepted');
    await expect.poll(() => nora.getByTestId('sidebar-pending-requests').count()).toBe(0);
    await nora.getByTestId('tab-friends').click();
    const friend = nora.getByTestId('friend-row');
    await expect.poll(() => friend.getByTestId('friend-name').innerText()).toBe('Kai');
    await friend.getByTestId('friend-remark').fill('Kai from class');
    await friend.getByTestId('friend-remark').blur();
    await expect.poll(() => friend.getByTestId('friend-name').innerText()).toBe('Kai from class');
    await nora.reload();
    await expect
      .poll(() => nora.getByTestId('friend-row').getByTestId('friend-name').innerText())
      .toBe('Kai from class');

    await kai.reload();
    await kai.getByTestId('user-is-friend').waitFor();

    // Otto lets anyone add him: friends at once.
    await kai.goto(`${stack.bffUrl}/userHomePage/${encodeURIComponent(globalId(ids.otto))}`);
    await kai.getByTestId('user-add-friend').click();
    await expect.poll(() => kai.getByTestId('friend-notice').innerText()).toBe('You are now friends.');
    await kai.getByTestId('user-is-friend').waitFor();

    // And unfriends him again, after confirming.
    await kai.getByTestId('user-more').click();
    await kai.getByTestId('user-remove-friend').click();
    await kai.getByTestId('remove-friend-dialog-confirm').click();
    await expect.poll(() => kai.getByTestId('user-add-friend').innerText()).toBe('Add friend');
    await kai.reload();
    await kai.getByTestId('user-add-friend').waitFor();
  });

  it('shares an invitation link that a member opens after logging in, and they are friends at once', async () => {
    await member('pia', 'Pia');
    const kai = await loggedIn('kai@example.test', { width: 390, height: 844 }, '/myInfo');
    await kai.getByTestId('share-profile').click();
    const link = await kai.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/apply\?share=/);

    // Pia opens it while logged out: the login comes first, then the invitation.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pia = await context.newPage();
    await pia.goto(link);
    await pia.waitForURL(/\/login$/);
    await pia.getByTestId('login-email').fill('pia@example.test');
    await pia.getByTestId('login-password').fill(PASSWORD);
    await pia.getByTestId('login-submit').click();
    await expect.poll(() => pia.getByTestId('share-invite').innerText()).toMatch(/invites you to be friends/);
    await pia.getByTestId('share-accept').click();
    await expect.poll(() => pia.getByTestId('address-book').innerText()).toMatch(/Kai/);
    // Kai hears of it live.
    await expect
      .poll(() => kai.getByTestId('member-event-toast').innerText(), { timeout: 10_000 })
      .toMatch(/^Pia is now your friend\./);

    await pia.goto(`${stack.bffUrl}/apply?share=forged.code.AAAAAAAAAAAAAAAAAAAAAA`);
    await pia.getByTestId('share-invalid').waitFor();
    await context.close();
  });

  it('edits the profile on /person, refusing an empty nickname', async () => {
    const page = await loggedIn('kai@example.test', { width: 1280, height: 800 }, '/myInfo');
    await page.getByTestId('my-edit-profile').click();
    await page.getByTestId('screen-person').waitFor();
    await page.getByTestId('register-nickname').fill('  ');
    await page.getByTestId('register-setup-save').click();
    await page.getByTestId('register-nickname-error').waitFor();
    expect(await page.getByTestId('viewer-nickname').innerText()).toBe('Kai');

    await page.getByTestId('register-nickname').fill('Kai Lindqvist');
    await page.getByTestId('register-height').selectOption('181');
    await page.getByTestId('register-weight').selectOption('77');
    await page.getByTestId('register-signature').fill('Sailing and bad puns.');
    await page.getByTestId('register-occupation').selectOption('teacher');
    await page.getByTestId('register-hobby-travel').click();
    await page.getByTestId('register-setup-save').click();
    await page.getByTestId('person-setup-saved').waitFor();
    await expect.poll(() => page.getByTestId('viewer-nickname').innerText()).toBe('Kai Lindqvist');

    await page.getByTestId('register-birth-year').selectOption('1990');
    await page.getByTestId('register-birth-month').selectOption('5');
    await page.getByTestId('register-birth-day').selectOption('17');
    await page.getByTestId('register-language').selectOption('sv');
    await page.getByTestId('register-gender').selectOption('MALE');
    await page.getByTestId('register-region').selectOption('SE');
    await page.getByTestId('register-personal-save').click();
    await page.getByTestId('person-personal-saved').waitFor();

    // Everything is kept: what others see on the page.
    await page.reload();
    await expect.poll(() => page.getByTestId('register-nickname').inputValue()).toBe('Kai Lindqvist');
    expect(await page.getByTestId('register-height').inputValue()).toBe('181');
    expect(await page.getByTestId('register-region').inputValue()).toBe('SE');
    await page.getByTestId('person-preview').click();
    await expect
      .poll(() => page.getByTestId('user-home-page').innerText())
      .toMatch(/Sailing and bad puns[\s\S]*Sweden[\s\S]*Teacher/);
  });

  it('compresses a large photo in the browser before uploading it to the album', async () => {
    const page = await loggedIn('member20@example.test', { width: 390, height: 844 }, '/myInfo');
    // Noise does not compress as PNG: about 3 MB.
    const width = 1200;
    const height = 900;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const sent = page.waitForRequest((request) => request.url().includes('/media/upload'));
    await page.getByTestId('album-file').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
    const request = await sent;
    expect(request.headers()['content-type']).toBe('image/jpeg');
    expect((await request.sizes()).requestBodySize).toBeLessThan(png.length / 4);
    await expect.poll(() => page.getByTestId('album-photo').count(), { timeout: 10_000 }).toBe(1);
  });
});
