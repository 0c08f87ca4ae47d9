import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { launchBrowser, logIn, navigate } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { readLatestCode } from '../support/registration';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * What a member sees (issue 9, the behaviour): a nickname at registration, one save on
 * /person, field errors that go when fixed and focus on the error, list names that follow a
 * language switch, our photo picker, failures that say so, shared links by number, "soon"
 * instead of dead ends, and the shared dialog. Each in Chromium on a phone and a laptop.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;
type Size = (typeof SIZES)[number][1];
const NETWORK = 'We could not reach Across. Check your connection and try again.';
const ACCOUNT_OFFSET = 100_000;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('a member’s experience in Chromium (issue 9)', () => {
  let stack: Stack;
  let browser: Browser;
  let png: Buffer;
  const ids: Record<string, number> = {};
  const sessions: Record<string, GraphQLSession> = {};

  const member = async (key: string, nickname: string, profile: Partial<typeof users.$inferInsert> = {}) => {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language: 'en',
    });
    ids[key] = user.id;
    if (Object.keys(profile).length > 0)
      await stack.upstream.database.db.update(users).set(profile).where(eq(users.id, user.id));
    const session = new GraphQLSession(stack.bffUrl);
    await session.request(
      `mutation { sessionLogin(input: { email: "${key}@example.test", password: "${PASSWORD}" }) { __typename } }`,
    );
    sessions[key] = session;
  };

  const addPhoto = async (key: string) => {
    const { data } = await sessions[key].request(`mutation { albumUploadGrant { uploadUrl } }`);
    const uploaded = await fetch(`${stack.bffUrl}${data.albumUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(png),
    }).then((r) => r.json());
    await sessions[key].request(
      `mutation($key: String!) { albumPhotoAdd(input: { uploadKey: $key }) { __typename } }`,
      { key: uploaded.data.key },
    );
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#6a5cff' } })
      .png()
      .toBuffer();
    await member('emma', 'Emma', { region: 'GB' });
    await member('lena', 'Lena', {
      region: 'DE',
      occupation: 'engineer',
      interest: 'travel,music',
      friendRequestsNeedApproval: false,
    });
    await member('olga', 'Olga');
    // Emma and Lena are friends; Emma blocked Olga; both have photos.
    await sessions.emma.request('mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }', {
      id: globalId(ids.lena),
    });
    await sessions.emma.request('mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }', {
      id: globalId(ids.olga),
    });
    for (const key of ['emma', 'emma', 'lena', 'lena']) await addPhoto(key);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page at `size` in `language`, logged in as `key` (a visitor without), at `at` or the home page. */
  async function openPage(size: Size, language: string, key?: string, at?: string): Promise<Page> {
    const context = await browser.newContext({ locale: language, viewport: size });
    context.setDefaultTimeout(8_000); // a step that does not happen fails here, with its line
    const page = await context.newPage();
    if (!key) return page;
    await logIn(context, stack.bffUrl, `${key}@example.test`, PASSWORD);
    if (at) return visit(page, at).then(() => page);
    await page.goto(`${stack.bffUrl}/onlineDating`);
    await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
    return page;
  }

  async function visit(page: Page, route: string) {
    await page.goto(`${stack.bffUrl}${route}`);
    await page.waitForFunction(() => document.querySelector('#root > *') && !document.querySelector('.loading'));
  }

  /** The test id of the element that has focus. */
  const focused = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

  /** Switches the UI language the way the member does: the header's selector, on a phone the menu's. */
  async function switchLanguage(page: Page, language: string) {
    const header = page.getByTestId('language-select');
    if (await header.isVisible()) return void (await header.selectOption(language));
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-language-select').selectOption(language);
    await page.keyboard.press('Escape');
  }

  /** Opens a photo picker from the keyboard, and chooses a PNG named `name` in the file dialog. */
  async function chooseWithKeyboard(picker: Locator, name: string) {
    const chooser = picker.page().waitForEvent('filechooser');
    await picker.press('Enter');
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
  }

  /** Every GraphQL operation named `name` fails on the way (offline), the others go through. */
  const offlineFor = (page: Page, name: string) =>
    page.route('**/graphql', (route: Route) =>
      route.request().postDataJSON()?.operationName === name ? route.abort('internetdisconnected') : route.continue(),
    );

  it.each(SIZES)(
    'asks for the nickname with the password, so nobody is shown by their address (%s)',
    async (_name, size) => {
      const page = await openPage(size, 'en');
      const email = `new-${size.width}@example.test`;
      await visit(page, '/register');
      await page.getByTestId('register-email').fill(email);
      await page.getByTestId('register-send-code').click();
      await page.getByTestId('register-code').fill(await readLatestCode(stack.upstreamUrl, email, 'register'));
      await page.getByTestId('register-check-code').click();

      // The password step asks for the nickname first; without one it says so, with focus there.
      const nickname = page.getByTestId('register-account-nickname');
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-password-confirm').fill(PASSWORD);
      await page.getByTestId('register-submit-password').click();
      expect(await page.getByTestId('register-account-nickname-error').innerText()).toBe('Please enter a nickname.');
      await expect.poll(() => focused(page)).toBe('register-account-nickname');
      await nickname.fill('x'.repeat(33));
      await expect
        .poll(() => page.getByTestId('register-account-nickname-error').innerText())
        .toBe('The nickname is too long.');
      // Fixed: the error goes as the member types.
      await nickname.fill(`Nova ${size.width}`);
      await page.getByTestId('register-account-nickname-error').waitFor({ state: 'detached' });
      await page.getByTestId('register-submit-password').click();

      // The country list follows a switch of language at once.
      await page.getByTestId('register-personal-form').waitFor();
      const germany = page.getByTestId('register-region').locator('option[value="DE"]');
      expect(await germany.innerText()).toBe('Germany');
      await switchLanguage(page, 'de');
      await expect.poll(() => germany.innerText()).toBe('Deutschland');
      await page.getByTestId('register-personal-skip').click();

      // The setup step does not ask for the nickname again; its photo picker speaks German and works from the keyboard.
      await page.getByTestId('register-setup-form').waitFor();
      expect(await page.getByTestId('register-nickname').count()).toBe(0);
      const picker = page.getByTestId('register-avatar-button');
      expect(await picker.innerText()).toBe('Foto auswählen');
      expect(await page.getByTestId('register-avatar').isVisible()).toBe(false);
      await chooseWithKeyboard(picker, 'ich.png');
      expect(await page.getByTestId('register-avatar-chosen').innerText()).toBe('ich.png');
      await page.getByTestId('register-avatar-preview').locator('img').waitFor();
      await page.getByTestId('register-setup-skip').click();
      await page.getByTestId('register-finish').click();
      await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(`Nova ${size.width}`);
      await page.context().close();
    },
  );

  it.each(SIZES)(
    'moves focus to the error after a failed submit, and clears a field’s error once it is fixed (%s)',
    async (_name, size) => {
      const page = await openPage(size, 'en');
      await visit(page, '/login');
      await page.getByTestId('login-submit').click();
      await expect.poll(() => focused(page)).toBe('login-email');
      await page.getByTestId('login-email').fill('emma@example.test');
      await page.getByTestId('login-email-error').waitFor({ state: 'detached' });
      expect(await page.getByTestId('login-password-error').isVisible()).toBe(true);
      await page.getByTestId('login-password').fill('not the password');
      await page.getByTestId('login-password-error').waitFor({ state: 'detached' });
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      await expect.poll(() => focused(page)).toBe('login-error');

      await navigate(page, '/forgotPassword');
      await page.getByTestId('forgot-send-code').click();
      await expect.poll(() => focused(page)).toBe('forgot-email');
      await page.getByTestId('forgot-email').fill('emma@example.test');
      await page.getByTestId('forgot-email-error').waitFor({ state: 'detached' });

      // The password change: the first invalid field gets focus; a confirmation fixed by its password clears.
      const member = await openPage(size, 'en', 'emma', '/account?index=1');
      await member.getByTestId('account-new-password').fill('a new long password');
      await member.getByTestId('account-new-password-confirm').fill('a new long passwor');
      await member.getByTestId('account-change-password').click();
      await expect.poll(() => focused(member)).toBe('account-current-password');
      expect(await member.getByTestId('account-new-password-confirm-error').isVisible()).toBe(true);
      await member.getByTestId('account-new-password').fill('a new long passwor');
      await member.getByTestId('account-new-password-confirm-error').waitFor({ state: 'detached' });
      await member.getByTestId('account-current-password').fill('x');
      await member.getByTestId('account-current-password-error').waitFor({ state: 'detached' });
      await page.context().close();
      await member.context().close();
    },
  );

  it.each(SIZES)(
    'saves every change on /person with one save, and asks before leaving unsaved ones (%s)',
    async (_name, size) => {
      const key = `kim${size.width}`;
      await member(key, 'Kim');
      const page = await openPage(size, 'en', key, '/person');
      const nickname = page.getByTestId('register-nickname');

      // An empty nickname is refused at the field, with focus; typing one clears the error.
      await nickname.fill(' ');
      await page.getByTestId('register-personal-save').click();
      await page.getByTestId('register-nickname-error').waitFor();
      await expect.poll(() => focused(page)).toBe('register-nickname');
      await nickname.fill(`Kim ${size.width}`);
      await page.getByTestId('register-nickname-error').waitFor({ state: 'detached' });

      // Leaving asks first: staying keeps what was typed.
      await page.getByTestId('person-preview').click();
      const dialog = page.getByTestId('unsaved-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/person');
      expect(await nickname.inputValue()).toBe(`Kim ${size.width}`);

      // The nickname (first section) and the country (second) go with the second section's save.
      await page.getByTestId('register-region').selectOption('SE');
      await page.getByTestId('register-personal-save').click();
      await page.getByTestId('person-personal-saved').waitFor();
      await expect.poll(() => page.getByTestId('viewer-nickname').textContent()).toBe(`Kim ${size.width}`);
      await page.reload();
      await expect.poll(() => nickname.inputValue()).toBe(`Kim ${size.width}`);
      expect(await page.getByTestId('register-region').inputValue()).toBe('SE');

      // Saved: nothing to ask about; changed again, leaving without saving is the member's choice.
      await nickname.fill('Someone else');
      await page.getByTestId('person-preview').click();
      await dialog.getByRole('button', { name: 'Leave without saving' }).click();
      await page.getByTestId('user-home-page').waitFor();
      expect(await page.getByTestId('user-nickname').innerText()).toBe(`Kim ${size.width}`);
      await page.context().close();
    },
  );

  it.each(SIZES)(
    'names countries, languages, occupations and hobbies in the new language at once (%s)',
    async (_name, size) => {
      const page = await openPage(size, 'en', 'emma');
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      const sameDocument = () =>
        page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

      // The meet-ups' cards, and Lena's card over them.
      const lena = page.getByTestId('member-card').filter({ hasText: 'Lena' });
      await expect.poll(() => lena.innerText()).toMatch(/Germany/);
      await switchLanguage(page, 'de');
      await expect.poll(() => lena.innerText()).toMatch(/Deutschland/);
      await lena.click();
      await expect
        .poll(() => page.getByTestId('user-card-facts').innerText())
        .toMatch(/Deutschland[\s\S]*Reisen · Musik[\s\S]*Ingenieur/);

      // Her page.
      await page.getByTestId('user-card-profile').click();
      const facts = page.getByTestId('user-home-page');
      await expect.poll(() => facts.innerText()).toMatch(/Deutschland[\s\S]*Reisen · Musik[\s\S]*Ingenieur/);
      await switchLanguage(page, 'en');
      await expect.poll(() => facts.innerText()).toMatch(/Germany[\s\S]*Travel · Music[\s\S]*Engineer/);

      // The profile editor's lists.
      await page.getByTestId('viewer-nickname').click();
      await page.getByTestId('my-edit-profile').click();
      const region = page.getByTestId('register-region').locator('option:checked');
      await expect.poll(() => region.innerText()).toBe('United Kingdom');
      await switchLanguage(page, 'ru');
      await expect.poll(() => region.innerText()).toBe('Великобритания');
      expect(await sameDocument()).toBe(true);
      await page.context().close();
    },
  );

  it.each(SIZES)('chooses photos with a labelled button in the member’s language (%s)', async (_name, size) => {
    const page = await openPage(size, 'de', 'emma', '/myInfo');
    const photos = page.getByTestId('album-photo');
    await expect.poll(() => photos.count()).toBeGreaterThan(0);
    const before = await photos.count();
    const picker = page.getByTestId('album-file-button');
    expect(await picker.innerText()).toBe('Foto hinzufügen');
    expect(await page.getByTestId('album-file').isVisible()).toBe(false);
    await chooseWithKeyboard(picker, 'see.png');
    await expect.poll(() => photos.count()).toBe(before + 1);

    await navigate(page, '/person');
    const avatar = page.getByTestId('register-avatar-button');
    expect(await avatar.innerText()).toBe('Foto auswählen');
    await chooseWithKeyboard(avatar, 'ich.png');
    expect(await page.getByTestId('register-avatar-chosen').innerText()).toBe('ich.png');
    await page.getByTestId('register-avatar-preview').locator('img').waitFor();
    await page.context().close();
  });

  it.each(SIZES)('tells the member when an action fails, a lost connection included (%s)', async (_name, size) => {
    const page = await openPage(size, 'en', 'emma', `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
    await offlineFor(page, 'useUserFollowMutation');
    await page.getByTestId('user-follow').click();
    await expect.poll(() => page.getByTestId('user-action-error').innerText()).toBe(NETWORK);
    expect(await page.getByTestId('user-follow').isVisible()).toBe(true); // back as it was

    await navigate(page, '/myInfo');
    await offlineFor(page, 'usePrivacySettingsUpdateMutation');
    await page.getByTestId('privacy-likesPublic').click();
    await expect.poll(() => page.getByTestId('privacy-error').innerText()).toBe(NETWORK);
    expect(await page.getByTestId('privacy-likesPublic').isChecked()).toBe(true);

    await offlineFor(page, 'useAlbumPhotoDeleteMutation');
    const photos = page.getByTestId('album-photo');
    const count = await photos.count();
    await photos.first().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('my-info-notice').innerText()).toBe(NETWORK);
    expect(await photos.count()).toBe(count);

    await offlineFor(page, 'useUserUnblockMutation');
    await page.getByTestId('unblock').click();
    await expect.poll(() => page.getByTestId('unblock-error').innerText()).toBe(NETWORK);
    expect(await page.getByTestId('blocked-member').count()).toBe(1);

    await navigate(page, '/person');
    await offlineFor(page, 'useProfileUpdateMutation');
    await page.getByTestId('register-signature').fill('Offline for a moment');
    await page.getByTestId('register-setup-save').click();
    await expect.poll(() => page.getByTestId('person-setup-error').innerText()).toBe(NETWORK);
    await expect.poll(() => focused(page)).toBe('person-setup-error');
    await page.context().close();
  });

  it.each(SIZES)('opens a shared link by account number or numeric id (%s)', async (_name, size) => {
    const page = await openPage(size, 'en', 'emma');
    for (const number of [ids.lena + ACCOUNT_OFFSET, ids.lena]) {
      await visit(page, `/userHomePage/${number}`);
      expect(await page.getByTestId('user-nickname').innerText()).toBe('Lena');
    }
    await visit(page, `/userHomePage/${99_000 + ACCOUNT_OFFSET}`);
    await page.getByTestId('user-unavailable').waitFor();
    await visit(page, '/userHomePage/99999999999999');
    await page.getByTestId('user-unavailable').waitFor();
    await visit(page, `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
    expect(await page.getByTestId('user-nickname').innerText()).toBe('Lena');
    await page.context().close();
  });

  it.each(SIZES)(
    'opens the gift picker from the info card, and never says “Back to log in” to a member (%s)',
    async (_name, size) => {
      const page = await openPage(size, 'en', 'emma', '/onlineDating');
      await page.getByTestId('member-card').filter({ hasText: 'Lena' }).click();
      // Gifts are built (issue 11): the picker takes the card's place.
      await page.getByTestId('user-card-gift').click();
      await page.getByTestId('gift-dialog').waitFor();
      expect(await page.getByTestId('user-card').count()).toBe(0);
      await page.keyboard.press('Escape');

      for (const route of ['/chat', '/shopping', '/help', '/paySuccess']) {
        await navigate(page, route);
        expect(await page.locator('body').innerText()).not.toMatch(/log in/i);
      }
      await navigate(page, '/help');
      await page.getByTestId('static-back').click();
      await page.waitForURL(/\/onlineDating$/);
      await page.context().close();
    },
  );

  it.each(SIZES)(
    'names album photos by their place, centres the friends pill, and keeps focus in every dialog (%s)',
    async (_name, size) => {
      const page = await openPage(size, 'de', 'emma', `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
      const album = page.getByTestId('user-album');
      await expect
        .poll(() =>
          album
            .getByRole('button')
            .evaluateAll((buttons) =>
              buttons.map((button) => (button as HTMLElement).innerText || button.querySelector('img')?.alt),
            ),
        )
        .toEqual(['Foto 1 von 2', 'Foto 2 von 2']);
      // The pill's text sits in the middle of it.
      const offCentre = await page.getByTestId('user-is-friend').evaluate((pill) => {
        const range = document.createRange();
        range.selectNodeContents(pill);
        const text = range.getBoundingClientRect();
        const box = pill.getBoundingClientRect();
        return Math.abs(text.top + text.height / 2 - (box.top + box.height / 2));
      });
      expect(offCentre).toBeLessThan(2);

      await navigate(page, '/myInfo');
      const mine = page.getByTestId('album-photo').first();
      expect(await mine.getByTestId('album-photo-open').locator('img').getAttribute('alt')).toMatch(/^Foto 1 von \d+$/);
      expect(await mine.getByRole('button', { name: /^Foto 1 von \d+ löschen$/ }).count()).toBe(1);

      // Cancelling the account: the dialog keeps focus, Escape closes it, focus is back on its button.
      await navigate(page, '/account?index=1');
      const open = page.getByTestId('account-cancel-open');
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
      for (let n = 0; n < 5; n++) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe('account-cancel-open');

      // Logged in elsewhere: the alert holds focus until the member answers it.
      const key = `sam${size.width}`;
      await member(key, 'Sam');
      const first = await openPage(size, 'de', key);
      await expect
        .poll(() => [...stack.bff.sockets.sessions.values()].some((session) => session.userId === ids[key]))
        .toBe(true);
      await sessions[key].request(
        `mutation { sessionLogin(input: { email: "${key}@example.test", password: "${PASSWORD}" }) { __typename } }`,
      );
      const ended = first.getByTestId('session-ended-dialog');
      await ended.waitFor();
      await expect.poll(() => focused(first)).toBe('session-ended-ok');
      for (let n = 0; n < 3; n++) {
        await first.keyboard.press('Tab');
        expect(await focused(first)).toBe('session-ended-ok');
      }
      await first.keyboard.press('Enter');
      await first.waitForURL(/\/login$/);
      await first.context().close();
      await page.context().close();
    },
  );
});
