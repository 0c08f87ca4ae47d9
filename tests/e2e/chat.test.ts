import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page, Request, WebSocketRoute } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Chat in Chromium (issue 10), two members in two browsers, on a laptop (the panel and the
 * floating window) and on a phone (/chats and /chat?with=): a message arrives live with the
 * unread badges, opening it clears them (and an SVIP sender sees "Read"), emoji and photos
 * arrive, a burn-after-read photo shows once for its countdown and stays hidden after a
 * reload, a recall vanishes on the other screen, clearing my history leaves the peer's, a cut
 * socket catches up after reconnecting, and a block stops sending with the draft kept.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
type Size = (typeof SIZES)[number][1];
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('chat between two members in Chromium (issue 10)', () => {
  let stack: Stack;
  let browser: Browser;
  let png: Buffer;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a9f6a' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function member(key: string, nickname: string, vipLevel = 0) {
    const user = await stack.upstream.accounts.createMember({
      email: `${key}@example.test`,
      password: PASSWORD,
      nickname,
      language: 'en',
    });
    if (vipLevel) await stack.upstream.database.db.update(users).set({ vipLevel }).where(eq(users.id, user.id));
    return { userId: user.id, id: globalId(user.id), email: `${key}@example.test`, nickname };
  }

  /**
   * A logged-in page; its socket goes through a route the test can cut (`cut()`, `restore()`), which keeps what the
   * server said on it (`heard`) and what the page asked (`asked`).
   */
  async function openPage(size: Size, email: string) {
    const context: BrowserContext = await browser.newContext({ viewport: size, locale: 'en' });
    context.setDefaultTimeout(8_000);
    // Playwright's clock: time runs as usual until the test moves it on past a countdown or a reconnect's backoff.
    await context.clock.install();
    let cut = false;
    const open = new Set<WebSocketRoute>();
    const heard: string[] = [];
    const asked: string[] = [];
    await context.routeWebSocket(/\/graphql$/, (ws) => {
      if (cut) return void ws.close({ code: 4000, reason: 'cut' });
      const server = ws.connectToServer();
      server.onMessage((frame) => {
        heard.push(String(frame));
        ws.send(frame);
      });
      ws.onMessage((frame) => {
        asked.push(String(frame));
        server.send(frame);
      });
      open.add(ws);
      ws.onClose(() => open.delete(ws));
    });
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}/login`);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
    return {
      page,
      heard,
      asked,
      cut: async () => {
        cut = true;
        for (const ws of open) await ws.close({ code: 4000, reason: 'cut' });
      },
      restore: () => {
        cut = false;
      },
    };
  }

  /**
   * The page's first `operationName` request goes to the server at once; its answer reaches the page only on
   * `release()`. The function returned waits for that request.
   */
  async function holdFirstAnswer(page: Page, operationName: string) {
    let held: { request: Request; release: () => Promise<void> } | undefined;
    let holding = false;
    await page.route('**/graphql', async (route) => {
      if (holding || route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
      holding = true;
      const response = await route.fetch();
      held = { request: route.request(), release: () => route.fulfill({ response }) };
    });
    return async () => {
      await expect.poll(() => held !== undefined).toBe(true);
      return held!;
    };
  }

  const settled = (page: Page) =>
    page.waitForFunction(() => document.querySelector('#root > *') && !document.querySelector('.loading'));
  /** A read of the chat window's history. */
  const historyRead = (request: Request) => request.postDataJSON()?.operationName === 'ChatWindowPaginationQuery';
  const messages = (page: Page) => page.getByTestId('chat-window').getByTestId('message');
  const message = (page: Page, text: string): Locator => messages(page).filter({ hasText: text });

  it.each(SIZES)(
    'two members chat live (%s)',
    async (name, size) => {
      const laptop = name === 'laptop';
      const alice = await member(`alice-${name}`, `Alice ${name}`, 2); // SVIP: sees "Read"
      const bruno = await member(`bruno-${name}`, `Bruno ${name}`);
      const a = await openPage(size, alice.email);
      const b = await openPage(size, bruno.email);

      // A opens the chat from B's page: the window over the page on a laptop, /chat on a phone.
      await a.page.goto(`${stack.bffUrl}/userHomePage/${encodeURIComponent(bruno.id)}`);
      await a.page.getByTestId('user-send-message').click();
      await a.page.getByTestId('chat-window').waitFor();
      expect(a.page.url().includes('/chat?with=')).toBe(!laptop);
      await a.page.getByTestId('chat-no-messages').waitFor();

      // Text with an emoji from the picker; Enter sends.
      await b.page.goto(`${stack.bffUrl}/onlineDating`);
      await settled(b.page);
      const input = a.page.getByTestId('chat-input');
      await input.fill('Hello ');
      await a.page.getByTestId('chat-emoji').click();
      await a.page.locator('[data-testid="emoji-option"][data-code="[ee_1]"]').click();
      expect(await input.inputValue()).toBe('Hello [ee_1]');
      await input.press('Enter');
      await message(a.page, 'Hello').and(a.page.locator('[data-state="sent"]')).waitFor();
      expect(await input.inputValue()).toBe('');

      // B sees the unread badge live, and the tab title: the message and Alice's visit to his page (a notice).
      const badge = b.page.getByTestId(laptop ? 'sidebar-unread' : 'bottom-unread');
      await expect.poll(() => badge.innerText()).toBe('1');
      await expect.poll(() => b.page.title()).toBe('(2) Across');

      // B opens it: from the panel (laptop) or the chats tab (phone).
      if (laptop) {
        await b.page.getByTestId('sidebar-messages').click();
        await b.page.getByTestId('chat-panel').waitFor();
      } else {
        await b.page.getByTestId('bottom-bar').getByRole('link', { name: /Chats/ }).click();
      }
      const row = b.page.getByTestId('conversation-row').filter({ hasText: alice.nickname });
      expect(await row.getByTestId('conversation-unread').innerText()).toBe('1');
      await row.getByTestId('conversation-open').click();
      await b.page.getByTestId('chat-window').waitFor();
      const hello = message(b.page, 'Hello');
      await hello.waitFor();
      expect(await hello.locator('[data-code="[ee_1]"]').innerText()).toBe('😀');

      // Read: B's badges clear, and A (SVIP) sees "Read".
      if (laptop) await badge.waitFor({ state: 'detached' });
      // The visit is still unread in the shell; a phone's chat page is outside it and carries the name alone.
      await expect.poll(() => b.page.title()).toBe(laptop ? '(1) Across' : 'Across');
      await message(a.page, 'Hello').getByTestId('message-read').waitFor();

      // A photo arrives.
      await a.page
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png });
      await messages(b.page).getByTestId('message-image').waitFor();
      await messages(a.page).getByTestId('message-image').first().waitFor();

      // A burn-after-read photo: A sees it plainly until B views it; B taps, sees it for the
      // countdown, then it is hidden; A's copy says it burned, live.
      await a.page
        .getByTestId('chat-burn-input')
        .setInputFiles({ name: 'burn.png', mimeType: 'image/png', buffer: png });
      // (The sent one: for a moment the pending one may still show beside it, as the live event can beat the send's
      // answer.)
      await messages(a.page).and(a.page.locator('[data-state="sent"]')).getByTestId('burn-own').waitFor();
      await b.page.getByTestId('burn-view').click();
      expect(await b.page.getByTestId('burn-countdown').innerText()).toMatch(/[78] seconds left/);
      await messages(a.page).getByTestId('burn-own-burned').waitFor();
      expect(await messages(a.page).getByTestId('burn-own').count()).toBe(0);
      expect(await b.page.getByTestId('burn-hidden').count()).toBe(0); // not before its countdown is over
      await b.page.clock.fastForward(9_000);
      await b.page.getByTestId('burn-hidden').waitFor();
      expect(await b.page.getByTestId('burn-view').count()).toBe(0);
      // Also after a reload (the page of the chat, at either size).
      await b.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(alice.id)}`);
      await b.page.getByTestId('burn-hidden').waitFor();
      expect(await b.page.getByTestId('burn-view').count()).toBe(0);

      // Typing, then a message A recalls: it vanishes on B's screen.
      // (B's window subscribes as it opens after the reload; typing is said at most every 3 s, so A types on until B
      // hears it.)
      for (let attempt = 0; ; attempt++) {
        await a.page.getByTestId('chat-input').fill(`Oops, wrong chat${'!'.repeat(attempt)}`);
        const heard = await b.page
          .getByTestId('chat-typing')
          .waitFor({ timeout: 3_500 })
          .then(
            () => true,
            () => false,
          );
        if (heard) break;
        if (attempt === 3) throw new Error('B never saw A typing');
      }
      await a.page.getByTestId('chat-input').fill('Oops, wrong chat');
      await a.page.getByTestId('chat-input').press('Enter');
      await message(b.page, 'Oops, wrong chat').waitFor();
      const oops = message(a.page, 'Oops, wrong chat');
      await oops.and(a.page.locator('[data-state="sent"]')).waitFor();
      await oops.getByTestId('message-menu').click();
      await oops.getByTestId('message-recall').click();
      await message(b.page, 'Oops, wrong chat').waitFor({ state: 'detached' });
      await oops.waitFor({ state: 'detached' });

      // B's socket is cut; A sends two messages; B reconnects and sees both without a reload.
      await b.cut();
      await b.page.getByTestId('connection-notice').waitFor();
      for (const text of ['While you were away 1', 'While you were away 2']) {
        await a.page.getByTestId('chat-input').fill(text);
        await a.page.getByTestId('chat-send').click();
        await message(a.page, text).and(a.page.locator('[data-state="sent"]')).waitFor();
      }
      b.restore();
      // The socket's next try comes after its backoff (seconds, growing with each failed one): the clock skips it.
      await expect
        .poll(
          async () => {
            await b.page.clock.fastForward(2_000);
            return b.page.getByTestId('connection-notice').count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(0);
      await message(b.page, 'While you were away 1').waitFor();
      await message(b.page, 'While you were away 2').waitFor();

      // B deletes their history from the list; A keeps theirs.
      await b.page.goto(`${stack.bffUrl}/chats`);
      await settled(b.page);
      expect(await b.page.getByTestId(laptop ? 'sidebar-unread' : 'bottom-unread').count()).toBe(0);
      const bRow = b.page.getByTestId('conversation-row').filter({ hasText: alice.nickname });
      await bRow.getByTestId('conversation-open').click({ button: 'right' });
      await b.page.getByTestId('conversation-clear').click();
      await b.page.getByTestId('conversation-clear-dialog-confirm').click();
      await b.page.getByTestId('conversation-clear-dialog').waitFor({ state: 'detached' });
      await b.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(alice.id)}`);
      await b.page.getByTestId('chat-no-messages').waitFor();
      await a.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(bruno.id)}`);
      await message(a.page, 'While you were away 2').waitFor();
      expect(await messages(a.page).count()).toBeGreaterThanOrEqual(4);

      // B blocks A: A's message is refused, said in the window, and the draft stays.
      // (Written straight to the database: the browsers hold the two members' only sessions.)
      await stack.upstream.database.db.insert(blocks).values({ blockerId: bruno.userId, blockedId: alice.userId });
      await a.page.getByTestId('chat-input').fill('Are you there?');
      await a.page.getByTestId('chat-input').press('Enter');
      await a.page.getByTestId('chat-error').waitFor();
      expect(await a.page.getByTestId('chat-input').inputValue()).toBe('Are you there?');
      expect(await message(a.page, 'Are you there?').count()).toBe(0);

      await a.page.context().close();
      await b.page.context().close();
    },
    60_000,
  );

  it('a history read that a burn overtakes does not bring the photo back on the sender’s screen', async () => {
    const alice = await member('alice-overtaken', 'Alice overtaken', 2);
    const bruno = await member('bruno-overtaken', 'Bruno overtaken');
    const a = await openPage(SIZES[1][1], alice.email);
    const b = await openPage(SIZES[1][1], bruno.email);
    // A's first history read after this point is answered late: read at once (before the burn), handed over once
    // the burn's live event has shown.
    const heldRead = await holdFirstAnswer(a.page, 'ChatWindowPaginationQuery');
    await a.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(bruno.id)}`);
    await a.page.getByTestId('chat-no-messages').waitFor();
    await b.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(alice.id)}`);
    await b.page.getByTestId('chat-no-messages').waitFor();

    // B's open window reads the photo as it arrives: A's window reads its history again (an SVIP sees "Read").
    await a.page.getByTestId('chat-burn-input').setInputFiles({ name: 'burn.png', mimeType: 'image/png', buffer: png });
    const held = await heldRead();
    await b.page.getByTestId('burn-view').click();
    await messages(a.page).getByTestId('burn-own-burned').waitFor();
    // The late answer says "not viewed yet": the read that follows it puts the burn back.
    const nextRead = a.page.waitForResponse(
      (response) => historyRead(response.request()) && response.request() !== held.request,
      { timeout: 5_000 },
    );
    await held.release();
    await nextRead;
    await expect.poll(() => messages(a.page).getByTestId('burn-own-burned').count()).toBe(1);
    await expect.poll(() => messages(a.page).getByTestId('burn-own').count()).toBe(0);

    await a.page.context().close();
    await b.page.context().close();
  });

  it('a message on its way reads as clearly as a sent one', async () => {
    const alice = await member('alice-on-its-way', 'Alice on its way');
    const bruno = await member('bruno-on-its-way', 'Bruno on its way');
    const a = await openPage(SIZES[1][1], alice.email);
    // The send is answered once the bubble on its way has been looked at; no live copy of it comes meanwhile (the
    // socket is cut), which would stand in for it.
    const heldSend = await holdFirstAnswer(a.page, 'useMessageSendMutation');
    await a.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(bruno.id)}`);
    await a.cut();
    await a.page.getByTestId('chat-input').fill('On its way');
    await a.page.getByTestId('chat-input').press('Enter');
    const held = await heldSend();
    const onItsWay = message(a.page, 'On its way').and(a.page.locator('[data-state="pending"]'));
    await onItsWay.getByTestId('message-pending').waitFor();
    expect(await axeViolations(a.page)).toEqual([]);
    await held.release();
    await message(a.page, 'On its way').and(a.page.locator('[data-state="sent"]')).waitFor();
    await a.page.context().close();
  });

  it('a read by the peer while the browser is offline leaves the window and its history as they are', async () => {
    const alice = await member('alice-offline-read', 'Alice offline read', 2); // SVIP: a read reads her history again
    const bruno = await member('bruno-offline-read', 'Bruno offline read');
    const a = await openPage(SIZES[1][1], alice.email);
    const b = await openPage(SIZES[1][1], bruno.email);
    await a.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(bruno.id)}`);
    await a.page.getByTestId('chat-input').fill('Read me');
    await a.page.getByTestId('chat-input').press('Enter');
    await message(a.page, 'Read me').and(a.page.locator('[data-state="sent"]')).waitFor();
    // Alice's browser says it is offline, and a history read fails as it would then (her socket still hears).
    const reads: Request[] = [];
    a.page.on('request', (request) => historyRead(request) && reads.push(request));
    await a.page.route('**/graphql', (route) =>
      historyRead(route.request()) ? route.abort('internetdisconnected') : route.fallback(),
    );
    await a.page.evaluate(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
    await b.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(alice.id)}`);
    await expect.poll(() => a.heard.some((frame) => frame.includes('ConversationReadEvent'))).toBe(true);
    await a.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads).toHaveLength(0);
    expect(await a.page.getByTestId('error-notice').count()).toBe(0);
    expect(await message(a.page, 'Read me').count()).toBe(1);
    await a.page.getByTestId('chat-input').fill('Still here');
    await a.page.context().close();
    await b.page.context().close();
  });

  it('a message whose live copy comes before its send’s answer shows once', async () => {
    const alice = await member('alice-live-first', 'Alice live first');
    const bruno = await member('bruno-live-first', 'Bruno live first');
    const a = await openPage(SIZES[1][1], alice.email);
    // The server has the message (its event is on its way to Alice's window), its answer is not.
    const heldSend = await holdFirstAnswer(a.page, 'useMessageSendMutation');
    await a.page.goto(`${stack.bffUrl}/chat?with=${encodeURIComponent(bruno.id)}`);
    // The window listens before it sends: a live event is not replayed to a subscription that starts after it.
    await expect.poll(() => a.asked.some((frame) => frame.includes('"useConversationEventsSubscription"'))).toBe(true);
    await a.page.getByTestId('chat-input').fill('Only once');
    await a.page.getByTestId('chat-input').press('Enter');
    const held = await heldSend();
    await message(a.page, 'Only once').and(a.page.locator('[data-state="sent"]')).waitFor();
    expect(await message(a.page, 'Only once').count()).toBe(1);
    await held.release();
    await expect.poll(() => a.page.getByTestId('message-pending').count()).toBe(0);
    expect(await message(a.page, 'Only once').count()).toBe(1);
    await a.page.context().close();
  });
});
