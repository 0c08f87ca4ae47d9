import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { staffFactorThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The support desk in Chromium (one browser): a member writes to customer service from the chat panel; a support
 * staff member (second factor passed) sees it arrive live in the inbox at /staff/support, claims it, adds a note and
 * replies; the member's open chat window shows the reply as from customer service.
 */
const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };

describe('support desk in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const pages: Page[] = [];

  /** A member's browser page, logged in with `session`'s cookie, at `path`. */
  const open = async (session: GraphQLSession, path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', timezoneId: 'UTC' });
    const [name, value] = session.cookie!.split('=');
    await context.addCookies([{ name, value, url: stack.bffUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    pages.push(page);
    await page.goto(`${stack.bffUrl}${path}`);
    return page;
  };
  const join = async (nickname: string, email: string) => {
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    return { info, session: await new GraphQLSession(stack.bffUrl).login(email, PASSWORD) };
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // What each page showed at the end, for a failure's reading.
    for (const [index, page] of pages.entries())
      await page.screenshot({ path: `/tmp/support-desk-e2e-${index}.png` }).catch(() => {});
    await browser?.close();
    await stack?.stop();
  });

  it('a member’s message reaches the desk live; support claims, notes and replies; the member sees the reply', async () => {
    const member = await join('Nora', 'nora@example.test');
    const staff = await join('Sam', 'sam@example.test');
    await stack.upstream.database.db.update(users).set({ staffRole: 'support' }).where(eq(users.id, staff.info.id));
    await staffFactorThroughGraph(staff.session);

    // Support staff have the desk open first: the member's conversation must arrive live.
    const desk = await open(staff.session, '/staff/support');
    await desk.getByTestId('support-inbox').waitFor();
    await desk.getByTestId('support-empty').waitFor();
    await expect
      .poll(() => [...stack.bff.sockets.sessions.values()].some((s) => s.userId === staff.info.id))
      .toBe(true);

    // The member opens customer service from the chat panel and writes.
    const chat = await open(member.session, '/chat');
    await chat
      .getByTestId('conversation-row')
      .filter({ has: chat.getByTestId('service-avatar') })
      .click();
    await chat.getByTestId('chat-window').waitFor();
    await chat.getByTestId('chat-input').fill('My gold coins did not arrive');
    await chat.getByTestId('chat-input').press('Enter');

    const item = desk.getByTestId('support-inbox-item').filter({ hasText: 'Nora' });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.innerText()).toMatch(/My gold coins did not arrive/);
    await item.click();
    const panel = desk.getByTestId('support-conversation');
    await panel.getByTestId('support-message').filter({ hasText: 'My gold coins did not arrive' }).waitFor();

    await panel.getByTestId('support-claim').click();
    await expect.poll(() => panel.getByTestId('support-claim-state').innerText()).toMatch(/Handled by Sam/);
    await panel.getByTestId('support-note-text').fill('Checked the ledger: payment still pending');
    await panel.getByTestId('support-note-add').click();
    await panel.getByTestId('support-note').filter({ hasText: 'payment still pending' }).waitFor();
    await panel.getByTestId('support-reply-text').fill('Your payment is still pending; the coins follow soon.');
    await panel.getByTestId('support-reply-send').click();
    await panel.getByTestId('support-message').filter({ hasText: 'the coins follow soon' }).waitFor();
    expect(await panel.getByTestId('support-message').last().innerText()).toMatch(/sent by Sam/);
    expect(await axeViolations(desk)).toEqual([]);
    expect(await pageWidth(desk)).toBeLessThanOrEqual(LAPTOP.width);

    // The member's open window: the reply, from customer service, nothing of Sam or the note.
    const window = chat.getByTestId('chat-window');
    await window.getByText('Your payment is still pending; the coins follow soon.').waitFor({ timeout: 15_000 });
    const seen = await window.innerText();
    expect(seen).not.toMatch(/Sam|payment still pending/);

    // On a phone the desk stacks: no sideways scroll.
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.getByTestId('support-conversation').waitFor();
    expect(await pageWidth(desk)).toBeLessThanOrEqual(390);
    await desk.screenshot({ path: '/tmp/support-desk-phone.png', fullPage: true });
  }, 120_000);
});
