import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../upstream/db/schema';
import account from '../../web/src/i18n/messages/account/en';
import chat from '../../web/src/i18n/messages/chat/en';
import { PROBE_INTERVAL_MS } from '../../web/src/realtime/outage';
import { axeViolations, launchBrowser, loggedInPage, pageWidth } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';
import { GraphQLSession } from '../support/graphql-session';

/**
 * An upstream outage in Chromium (the BFF up, the service behind it cut by the TCP relay):
 * a logged-in member who moves on sees the maintenance notice, never /login, and the app
 * comes back by itself, without a reload, within moments of the service answering even when
 * nothing on the page is due to try again; a screen opened once the BFF knows of the outage
 * says so at once, where the member looks; a visitor's login waits for the service and goes
 * through by itself; a message sent meanwhile survives leaving the chat and arrives once,
 * with the client id it was first sent with.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
/**
 * Long enough for the retries' backoff: each waits half as long as the outage has lasted, so
 * the first after it ends comes within about as long again as it lasted (a loaded machine
 * makes the test's outages last longer).
 */
const BACK = { timeout: 45_000 };
/** The BFF's upstream deadlines in this file: a call that waits for a hung upstream answers only after this. */
const DEADLINE_MS = 25_000;
/** What "at once" means here: well within what a wait for the deadline, or the retries' 30 s cap, would take. */
const PROMPTLY = { timeout: 12_000 };

describe('an upstream outage never looks like a logout', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    // No token is taken as confirmed: every operation asks upstream who it is, as once an
    // outage has lasted longer than the minute the BFF trusts a confirmation.
    // Deadlines so long that a screen waiting for a hung upstream could not show anything within the tests' bounds.
    stack = await startStack({
      webDist,
      throughProxy: true,
      bff: { knownSessionTtlMs: 0, upstreamDeadlines: { readMs: DEADLINE_MS, writeMs: DEADLINE_MS } },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function member(key: string, nickname: string) {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language: 'en',
    });
    return { userId: user.id, id: globalId(user.id), email: `${key}@example.test`, nickname };
  }

  /** The service behind the BFF is down for the length of `during`, then back. */
  async function outage(during: () => Promise<void>) {
    stack.proxy!.refuse();
    try {
      await during();
    } finally {
      stack.proxy!.resume();
    }
  }

  /** A mark on the page's window: still there means the page was never reloaded. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { outageMark: string }).outageMark = 'kept'));
  const marked = (page: Page) =>
    page.evaluate(() => (window as unknown as { outageMark?: string }).outageMark ?? 'reloaded');
  const path = (page: Page) => new URL(page.url()).pathname;

  it.each(SIZES)(
    'keeps the member logged in and comes back by itself, without a reload (%s)',
    async (name, size) => {
      const emma = await member(`emma-${name}`, `Emma ${name}`);
      const page = await loggedInPage(browser, stack.bffUrl, emma.email, PASSWORD, size);
      await mark(page);
      const notice = page.getByTestId('error-notice');

      await outage(async () => {
        // Moving on in the app: the screen says the service is down; the member is still in.
        await page.locator('header a.member').click();
        await notice.waitFor();
        expect(await notice.getAttribute('data-kind')).toBe('maintenance');
        expect(path(page)).toBe('/myInfo');
        expect(await page.getByTestId('viewer-nickname').textContent()).toBe(emma.nickname);
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
        expect(await axeViolations(page)).toEqual([]);

        // Another tab opened meanwhile: the outage page too, not the login page.
        const other = await page.context().newPage();
        await other.goto(`${stack.bffUrl}/chats`);
        await other.getByTestId('error-notice').waitFor();
        expect(await other.getByTestId('error-notice').getAttribute('data-kind')).toBe('maintenance');
        expect(path(other)).toBe('/chats');
        expect(await pageWidth(other)).toBeLessThanOrEqual(size.width);
        // A while later: still the notice, never /login.
        await other.waitForTimeout(2_500);
        expect(path(other)).toBe('/chats');
        expect(path(page)).toBe('/myInfo');
        await other.close();
      });

      // Back by itself: the screen it was on, in the same page (the mark survives).
      await page.getByTestId('my-info').waitFor(BACK);
      expect(await notice.count()).toBe(0);
      expect(path(page)).toBe('/myInfo');
      expect(await marked(page)).toBe('kept');
      await page.context().close();
    },
    150_000,
  );

  it.each(SIZES)(
    'an idle page comes back within moments of the service answering, however long its own retries have come to wait (%s)',
    async (name, size) => {
      const ida = await member(`ida-${name}`, `Ida ${name}`);
      // The page's clock runs as a real one, except when the test moves it on: the retries' real waits (1 s, 2 s, 4 s
      // ... up to 30 s) pass in moments.
      const page = await loggedInPage(browser, stack.bffUrl, ida.email, PASSWORD, size, 'en', { fakeClock: true });
      await mark(page);
      const probes: number[] = [];
      let screenTries = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/healthz/upstream') probes.push(response.status());
      });
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.postDataJSON()?.operationName === 'MyInfoQuery') screenTries++;
      });
      await page.waitForTimeout(1_000);
      expect(probes).toEqual([]); // nothing failed: nothing asks whether the service is back

      await outage(async () => {
        await page.locator('header a.member').click();
        await page.getByTestId('error-notice').waitFor();
        // Nobody touches the page. The screen tries again by itself, each time waiting twice as
        // long: after its sixth try it would wait its longest (30 s) before the next. Its clock goes
        // 5 s on every half second.
        await expect
          .poll(
            async () => {
              await page.clock.fastForward(5_000);
              return screenTries;
            },
            { timeout: 60_000, interval: 500 },
          )
          .toBeGreaterThanOrEqual(6);
        await page.getByTestId('error-notice').waitFor();
        expect(probes.length).toBeGreaterThan(0);
        expect(probes.every((status) => status === 503)).toBe(true);
      });

      // The service answers: the BFF's probe finds it, the page's probe hears so, and the screen
      // comes back long before its own 30 s wait is over.
      await page.getByTestId('my-info').waitFor(PROMPTLY);
      expect(probes.at(-1)).toBe(200);
      expect(path(page)).toBe('/myInfo');
      expect(await marked(page)).toBe('kept');
      // The service answers: nothing asks any more.
      const asked = probes.length;
      await page.clock.fastForward(2 * PROBE_INTERVAL_MS + 1_000);
      await page.waitForTimeout(500); // a probe that timer started would be answered by now
      expect(probes).toHaveLength(asked);
      await page.context().close();
    },
    150_000,
  );

  it.each(SIZES)(
    'a conversation opened during an outage the BFF already knows of says so at once, and opens by itself once the service is back (%s)',
    async (name, size) => {
      const ada = await member(`ada-${name}`, `Ada ${name}`);
      const ben = await member(`ben-${name}`, `Ben ${name}`);
      await stack.upstream.chat.send(ben.userId, {
        userId: ada.userId,
        clientId: `hello-${name}`,
        ext: null,
        type: 'txt',
        msg: `Hello Ada ${name}`,
      });
      const page = await loggedInPage(browser, stack.bffUrl, ada.email, PASSWORD, size, 'en', { at: '/chats' });
      const row = page.locator(`[data-testid="conversation-row"][data-peer="${ben.nickname}"]`);
      await row.waitFor();
      await mark(page);

      await outage(async () => {
        // Another member's request finds the service gone; then it hangs, so that a request
        // that reached it would wait out the whole deadline.
        const other = await new GraphQLSession(stack.bffUrl).request(
          `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`,
          { input: { email: ben.email, password: PASSWORD } },
        );
        expect(other.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        stack.proxy!.hang();

        await row.getByTestId('conversation-open').click();
        const notice = page.getByTestId('error-notice');
        await notice.waitFor(PROMPTLY);
        expect(await notice.getAttribute('data-kind')).toBe('maintenance');
        // Where the member looks: over the page on a laptop (where the window would open), the page itself on a phone.
        const box = (await notice.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        expect(path(page)).not.toBe('/login');
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
        expect(await axeViolations(page)).toEqual([]);
      });

      // Back: the conversation opens by itself, in the same page.
      await page
        .getByTestId('chat-window')
        .getByTestId('message')
        .filter({ hasText: `Hello Ada ${name}` })
        .waitFor(BACK);
      expect(await page.getByTestId('error-notice').count()).toBe(0);
      expect(await marked(page)).toBe('kept');
      await page.context().close();
    },
    150_000,
  );

  it.each(SIZES)(
    'a conversation opened while the service hangs says it is loading, never nothing, until the BFF finds out (%s)',
    async (name, size) => {
      const eve = await member(`eve-${name}`, `Eve ${name}`);
      const finn = await member(`finn-${name}`, `Finn ${name}`);
      await stack.upstream.chat.send(finn.userId, {
        userId: eve.userId,
        clientId: `hi-${name}`,
        ext: null,
        type: 'txt',
        msg: `Hi Eve ${name}`,
      });
      const page = await loggedInPage(browser, stack.bffUrl, eve.email, PASSWORD, size, 'en', { at: '/chats' });
      const row = page.locator(`[data-testid="conversation-row"][data-peer="${finn.nickname}"]`);
      await row.waitFor();

      // Stuck, and nothing has found out yet (nothing was refused or dropped): the BFF waits for its deadline.
      stack.proxy!.hang();
      try {
        await row.getByTestId('conversation-open').click();
        const loading = page.locator('.loading');
        await loading.waitFor(PROMPTLY);
        const box = (await loading.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        expect(await axeViolations(page)).toEqual([]);
        // The connection drops: the BFF finds out, and the notice replaces the loading.
        stack.proxy!.refuse();
        await page.getByTestId('error-notice').waitFor(PROMPTLY);
      } finally {
        stack.proxy!.resume();
      }

      await page
        .getByTestId('chat-window')
        .getByTestId('message')
        .filter({ hasText: `Hi Eve ${name}` })
        .waitFor(BACK);
      expect(await page.locator('.loading').count()).toBe(0);
      await page.context().close();
    },
    150_000,
  );

  it.each(SIZES)(
    'a login during an outage says the service is unavailable and goes through by itself once it is back (%s)',
    async (name, size) => {
      const lena = await member(`lena-${name}`, `Lena ${name}`);
      const context = await browser.newContext({ viewport: size, locale: 'en' });
      const page = await context.newPage();
      await page.goto(`${stack.bffUrl}/login`);
      // The form is shown before the outage begins (on a busy machine the page's load may end before it renders).
      await page.getByTestId('login-email').waitFor();
      await mark(page);
      await outage(async () => {
        await page.getByTestId('login-email').fill(lena.email);
        await page.getByTestId('login-password').fill(PASSWORD);
        await page.getByTestId('login-submit').click();
        const said = page.getByTestId('login-error');
        await said.waitFor();
        // Not "check your connection": the member's connection reached us.
        expect(await said.innerText()).toBe(account['login.error.unavailable']);
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
        expect(await axeViolations(page)).toEqual([]);
      });
      // Nobody pressed anything: the login went through once the service answered.
      await page.getByTestId('viewer-nickname').waitFor({ state: 'attached', ...BACK });
      expect(path(page)).not.toBe('/login');
      expect(await marked(page)).toBe('kept');
      await context.close();
    },
    150_000,
  );

  it.each(SIZES)(
    'a message sent during an outage survives leaving the chat and arrives once, with the client id it was first sent with (%s)',
    async (name, size) => {
      const alice = await member(`alice-${name}`, `Alice ${name}`);
      const bruno = await member(`bruno-${name}`, `Bruno ${name}`);
      const a = await loggedInPage(browser, stack.bffUrl, alice.email, PASSWORD, size, 'en', {
        at: `/chat?with=${encodeURIComponent(bruno.id)}`,
      });
      const b = await loggedInPage(browser, stack.bffUrl, bruno.email, PASSWORD, size);
      await mark(a);
      const said = (page: Page, text: string) =>
        page.getByTestId('chat-window').getByTestId('message').filter({ hasText: text });
      const send = async (text: string) => {
        await a.getByTestId('chat-input').fill(text);
        await a.getByTestId('chat-input').press('Enter');
      };
      /** The rows of `text` with this sender's client id, in the database. */
      const stored = (text: string) =>
        stack.upstream.database.db
          .select({ clientId: chatMessages.clientId })
          .from(chatMessages)
          .where(and(eq(chatMessages.senderId, alice.userId), eq(chatMessages.body, text)));
      const keptClientId = (text: string) =>
        a.evaluate((text) => {
          for (let i = 0; i < sessionStorage.length; i++) {
            const key = sessionStorage.key(i)!;
            if (!key.startsWith('across.outbox.')) continue;
            const item = (JSON.parse(sessionStorage.getItem(key)!) as Array<{ clientId: string; text: string }>).find(
              (kept) => kept.text === text,
            );
            if (item) return item.clientId;
          }
          return null;
        }, text);

      await send('Before the outage');
      await said(a, 'Before the outage').and(a.locator('[data-state="sent"]')).waitFor();
      // Bruno's window reads the history, then hears what comes next.
      await b.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(alice.id)}`);
      await said(b, 'Before the outage').waitFor();

      let clientId: string | null = null;
      await outage(async () => {
        await send('Sent during the outage');
        const waiting = said(a, 'Sent during the outage').and(a.locator('[data-state="waiting"]'));
        await waiting.getByTestId('message-failed').waitFor();
        expect(await waiting.getByTestId('message-failed').innerText()).toBe(
          `${chat['chat.failed']} ${chat['chat.retry']}`,
        );
        clientId = await keptClientId('Sent during the outage');
        expect(clientId).toMatch(/^[\w-]{8,64}$/);
        expect(await pageWidth(a)).toBeLessThanOrEqual(size.width);
        expect(await axeViolations(a)).toEqual([]);

        // Leaving the chat and coming back to it: the message still waits there.
        await a.getByTestId('chat-back').click();
        await a.waitForURL(/\/chats$/);
        await a.goBack();
        await waiting.getByTestId('message-failed').waitFor();
        expect(await said(b, 'Sent during the outage').count()).toBe(0);
      });

      // The service is back: it goes by itself, once, with its first client id.
      await said(b, 'Sent during the outage').waitFor(BACK);
      await said(a, 'Sent during the outage').and(a.locator('[data-state="sent"]')).waitFor(BACK);
      expect(await said(a, 'Sent during the outage').count()).toBe(1);
      expect(await stored('Sent during the outage')).toEqual([{ clientId }]);
      expect(await a.getByTestId('message-failed').count()).toBe(0);
      expect(await keptClientId('Sent during the outage')).toBeNull();
      // The window opened during the outage listens again: Bruno's answer arrives live.
      await b.getByTestId('chat-input').fill('Welcome back');
      await b.getByTestId('chat-input').press('Enter');
      await said(a, 'Welcome back').waitFor(BACK);

      // A send whose answer is lost on the way (the server has it): sent again with the same client id, kept once.
      let lost = false;
      await a.route('**/graphql', async (route) => {
        if (lost || route.request().postDataJSON()?.operationName !== 'useMessageSendMutation') return route.continue();
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await send('Answer lost on the way');
      await said(b, 'Answer lost on the way').waitFor();
      await said(a, 'Answer lost on the way').and(a.locator('[data-state="sent"]')).waitFor(BACK);
      expect(lost).toBe(true);
      expect(await stored('Answer lost on the way')).toHaveLength(1);

      // Offline for a moment: queued in order, sent when the browser is back online.
      await a.context().setOffline(true);
      await send('Offline one');
      await send('Offline two');
      await said(a, 'Offline two').and(a.locator('[data-state="waiting"]')).waitFor();
      await a.context().setOffline(false);
      await said(b, 'Offline two').waitFor(BACK);
      await said(b, 'Offline one').waitFor();
      const order = await b.getByTestId('chat-window').getByTestId('message').allInnerTexts();
      expect(order.findIndex((text) => text.includes('Offline one'))).toBeLessThan(
        order.findIndex((text) => text.includes('Offline two')),
      );

      // Each arrived once, on the recipient's screen too; and the page was never reloaded.
      for (const text of [
        'Before the outage',
        'Sent during the outage',
        'Answer lost on the way',
        'Offline one',
        'Offline two',
      ]) {
        expect(await said(b, text).count()).toBe(1);
        expect(await stored(text)).toHaveLength(1);
      }
      expect(await marked(a)).toBe('kept');
      await a.context().close();
      await b.context().close();
    },
    180_000,
  );
});
