import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { axeViolations, launchBrowser, logIn, navigate, pageWidth, tooWide } from './browser';
import { GraphQLSession } from './graphql-session';
import { readLatestCode } from './registration';
import { startStack, type Stack } from './stack';
import { buildWebClient } from './web-build';

/**
 * The world the layout tests (tests/e2e/layout*.test.ts) look at: a stack with the web client, Chromium,
 * and members whose content once widened pages (a long nickname, a long unbroken word, photos, a friend
 * request for Emma, members writing Korean and Chinese). Each file that calls `layoutWorld()` inside its
 * describe gets its own, so the files run side by side.
 */

export const PASSWORD = 'long enough password';
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
export const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

const PUBLIC_ROUTES = ['/login', '/register', '/forgotPassword', '/market', '/about', '/safety', '/privacy', '/help'];
/** Every screen of a logged-in member (the gift mall's included) and the standalone chat pages. */
const memberRoutes = (other: string) => [
  '/onlineDating',
  `/userHomePage/${encodeURIComponent(other)}`,
  '/myInfo',
  '/person',
  '/apply',
  '/apply?tab=friends',
  '/followMe',
  '/myLike',
  '/myVisitors',
  '/account?index=1',
  '/account?index=2',
  '/account?index=3',
  '/membership',
  '/dynamicSquare',
  '/shopping',
  '/order',
  '/myOrder',
  '/chats',
  '/myspace',
  '/announce',
  '/notify',
  '/chat',
  `/chat?with=${encodeURIComponent(other)}`,
];

export type LayoutWorld = ReturnType<typeof layoutWorld>;

/** Registers the world's beforeAll and afterAll in the calling describe; returns what its tests use. */
export function layoutWorld() {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  const member = async (key: string, nickname: string, language = 'en') => {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language,
    });
    ids[key] = user.id;
    const session = new GraphQLSession(stack.bffUrl);
    await session.request(
      `mutation { sessionLogin(input: { email: "${key}@example.test", password: "${PASSWORD}" }) { __typename } }`,
    );
    return session;
  };

  const addPhoto = async (session: GraphQLSession) => {
    const { data } = await session.request(`mutation { albumUploadGrant { uploadUrl } }`);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#6a5cff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${data.albumUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    await session.request(`mutation($key: String!) { albumPhotoAdd(input: { uploadKey: $key }) { __typename } }`, {
      key: uploaded.data.key,
    });
  };

  /** A moment with one photo (the square, my space and the member pages show it). */
  const addMoment = async (session: GraphQLSession, text: string) => {
    const { data } = await session.request(`mutation { momentPhotoUploadGrant { uploadUrl } }`);
    const jpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#e0a040' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${data.momentPhotoUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    await session.request(`mutation($input: MomentPublishInput!) { momentPublish(input: $input) { __typename } }`, {
      input: { text, uploadKeys: [uploaded.data.key] },
    });
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    // A long nickname, a photo in each album, and a friend request waiting for Emma.
    const emma = await member('emma', 'Emma Alexandrova-Rosenberg');
    const lena = await member('lena', 'Lena');
    for (const [key, nickname] of [
      ['yuki', 'ゆき'],
      ['olga', 'Ольга'],
      ['jonas', 'Jonas'],
    ])
      await member(key, nickname);
    // Write Korean and Chinese, which the engine does not reach from English: said beside the chat's select, not in it.
    await member('minji', 'Minji', 'ko');
    await member('wei', 'Wei', 'zh-CN');
    await addPhoto(emma);
    await addPhoto(lena);
    // A long unbroken word, which must wrap rather than widen the page.
    await addMoment(emma, 'Sonnenuntergangsbeobachtungsausflug am Strand, wunderschön');
    await addMoment(lena, 'Hallo aus Berlin!');
    await lena.request('mutation($id: ID!) { friendAdd(input: { userId: $id, message: "Hallo!" }) { __typename } }', {
      id: globalId(ids.emma),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page in `language` at `viewport`, logged in as Emma unless `visitor`. */
  async function openPage(
    language: string,
    viewport: { width: number; height: number },
    visitor = false,
  ): Promise<Page> {
    const context = await browser.newContext({ locale: language, viewport });
    context.setDefaultTimeout(8_000); // a step that does not happen fails here, with its line
    const page = await context.newPage();
    if (visitor) return page;
    await logIn(context, stack.bffUrl, 'emma@example.test', PASSWORD);
    return page;
  }

  /** Waits until the page shows no spinner (the app, the screen's chunk and query are in). */
  const settled = (page: Page) =>
    page.waitForFunction(() => document.querySelector('#root > *') && !document.querySelector('.loading'), undefined, {
      timeout: 10_000,
    });

  async function visit(page: Page, route: string) {
    await page.goto(`${stack.bffUrl}${route}`);
    await settled(page);
  }

  /** What is wrong with the page as shown now: too wide, or (with `axe`) serious or critical findings. */
  async function problems(page: Page, where: string, axe: boolean): Promise<string[]> {
    const found: string[] = [];
    const width = await pageWidth(page);
    const viewport = page.viewportSize()!.width;
    if (width > viewport)
      found.push(`${where}: ${width} px wide on a ${viewport} px screen (${(await tooWide(page)).join('; ')})`);
    // A table in its own scroller fits the page but hides its last column: it must fit too.
    for (const table of await page.$$eval('.table-scroll', (scrollers) =>
      scrollers.filter((s) => s.scrollWidth > s.clientWidth).map((s) => `${s.scrollWidth} px in ${s.clientWidth}`),
    ))
      found.push(`${where}: a table scrolls sideways (${table})`);
    if (axe)
      for (const violation of await axeViolations(page))
        found.push(
          `${where}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.slice(0, 3).join(', ')}`,
        );
    return found;
  }

  /** Registration steps 1 to 5 on a phone (steps 4 and 5 were wider than the screen in German). */
  async function registrationProblems(language: string, axe: boolean): Promise<string[]> {
    const page = await openPage(language, PHONE, true);
    const email = `new-${language}-${Date.now()}@example.test`;
    const found: string[] = [];
    const check = async (step: number) =>
      found.push(...(await problems(page, `${language} ${PHONE.width} /register step ${step}`, axe)));
    await visit(page, '/register');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await readLatestCode(stack.upstreamUrl, email, 'register'));
    await check(2);
    await page.getByTestId('register-check-code').click();
    await page.getByTestId('register-account-nickname').fill('Nova');
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    await check(3);
    await page.getByTestId('register-submit-password').click();
    await page.getByTestId('register-personal-form').waitFor();
    await check(4);
    await page.getByTestId('register-personal-skip').click(); // the step is optional
    await page.getByTestId('register-setup-form').waitFor();
    await check(5);
    await page.context().close();
    return found;
  }

  /** Every page at both sizes in `language`, the chat, moments' dialogs, the phone's menu and registration. */
  async function everyPageProblems(language: string, axe: boolean): Promise<string[]> {
    const found: string[] = [];
    for (const viewport of [PHONE, LAPTOP]) {
      // The visitor's pages, then the member's screens, each one after the other in one loaded app, as people move
      // between them (a page load a route would cost a second of the machine's two cores).
      const visitor = await openPage(language, viewport, true);
      for (const [at, route] of PUBLIC_ROUTES.entries()) {
        await (at === 0 ? visit : navigate)(visitor, route);
        found.push(...(await problems(visitor, `${language} ${viewport.width} ${route}`, axe)));
      }
      await visitor.context().close();
      const page = await openPage(language, viewport);
      for (const [at, route] of memberRoutes(globalId(ids.lena)).entries()) {
        await (at === 0 ? visit : navigate)(page, route);
        found.push(...(await problems(page, `${language} ${viewport.width} ${route}`, axe)));
      }
      // The chat over the page (laptop): the panel, and the window opened from a profile.
      if (viewport === LAPTOP) {
        await navigate(page, '/onlineDating');
        await page.getByTestId('sidebar-messages').click();
        await page.getByTestId('chat-panel').waitFor();
        found.push(...(await problems(page, `${language} ${viewport.width} chat panel`, axe)));
        await page.keyboard.press('Escape');
        await navigate(page, `/userHomePage/${encodeURIComponent(globalId(ids.lena))}`);
        await page.getByTestId('user-send-message').click();
        await page.getByTestId('chat-input').waitFor();
        found.push(...(await problems(page, `${language} ${viewport.width} chat window`, axe)));
      }
      // The publish dialog and a moment's photo, large.
      // (The laptop's chat window stays open over the pages a member moves on to: a page load closes it.)
      await (viewport === LAPTOP ? visit : navigate)(page, '/myspace');
      await page.getByTestId('publish-open').click();
      await page.getByTestId('publish-dialog').waitFor();
      found.push(...(await problems(page, `${language} ${viewport.width} publish dialog`, axe)));
      await page.keyboard.press('Escape');
      await navigate(page, '/dynamicSquare');
      await page.getByTestId('moment-picture-open').first().click();
      await page.getByTestId('moment-photo-large').waitFor();
      found.push(...(await problems(page, `${language} ${viewport.width} photo viewer`, axe)));
      await page.keyboard.press('Escape');
      await page.getByTestId('moment-comments-open').first().click();
      await page.getByTestId('moment-comment-form').waitFor();
      found.push(...(await problems(page, `${language} ${viewport.width} moment comments`, axe)));
      // The phone's menu sheet, open.
      if (viewport === PHONE) {
        await navigate(page, '/onlineDating');
        await page.getByTestId('menu-button').click();
        const shown = await page
          .getByRole('dialog')
          .waitFor()
          .then(
            () => true,
            () => false,
          );
        if (shown) found.push(...(await problems(page, `${language} ${viewport.width} menu`, axe)));
        else found.push(`${language} ${viewport.width}: the menu button shows no menu`);
      }
      await page.context().close();
    }
    found.push(...(await registrationProblems(language, axe)));
    return found;
  }

  return {
    ids,
    stack: () => stack,
    openPage,
    settled,
    visit,
    navigate,
    problems,
    everyPageProblems,
  };
}
