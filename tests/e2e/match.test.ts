import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchAttempts, users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, loggedInPage, logIn, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { endAllSearches, makeSvip, seedMatchMembers, type MatchMember } from '../support/match';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The random match on /onlineDating in Chromium (issue 22), on a laptop and a phone: two members who start at about
 * the same time meet within the countdown and see each other's card, and saying hello opens the chat with the other;
 * a member alone watches the countdown (in a second tab too, and across leaving the screen and coming back) and is
 * told that nobody is free, which a reload still shows; a member who has used the day's matches is told when to come
 * back in their own time; an SVIP member chooses whom to meet and stops a search, others are shown the way to SVIP.
 * axe-core finds nothing serious in any of the panel's states.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The server's countdown here: long enough for two members to start together, short enough to wait out. */
const SECONDS = 10;
/** The day's matches of a member without SVIP (docs/decisions.md, issue 22): never shown, reached by the test. */
const DAILY_MATCHES = 10;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('random match in Chromium (issue 22)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist, upstream: { matchSearchSeconds: SECONDS } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  // A search one test left (it failed halfway) must not meet the next test's members.
  beforeEach(() => endAllSearches(stack.upstream.database.db));

  async function member(key: string, nickname: string, profile: { language?: string; region?: string } = {}) {
    const email = `${key}@example.test`;
    const user = await stack.upstream.accounts.createMember({
      email,
      password: PASSWORD,
      nickname,
      language: profile.language ?? 'en',
      region: profile.region ?? null,
    });
    return { id: globalId(user.id), upstreamId: user.id, email, nickname };
  }

  /** A member's REST call to upstream, as the BFF makes it (the session's token). */
  async function rest(who: MatchMember, method: 'GET' | 'POST', path: string, body?: unknown) {
    const answer = await fetch(`${stack.upstreamUrl}/user-service${path}`, {
      method,
      headers: {
        platform: 'Web',
        language: 'en',
        token: who.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answer.json()) as { code: number; data: any };
  }

  /** A member logged in through the BFF, as a match caller (the session cookie's value is upstream's token). */
  async function asCaller(who: { email: string; upstreamId: number }): Promise<MatchMember> {
    const session = await new GraphQLSession(stack.bffUrl).login(who.email, PASSWORD);
    return { id: who.upstreamId, token: session.cookie!.slice(session.cookie!.indexOf('=') + 1) };
  }

  const panel = (page: Page) => page.getByTestId('encounter');
  const secondsShown = async (page: Page) =>
    Number(await page.getByTestId('match-countdown').getAttribute('data-seconds'));

  /** The panel fits the screen and axe-core finds nothing serious or critical on the page as it is. */
  async function expectUsable(page: Page, state: string) {
    const width = page.viewportSize()!.width;
    expect({ state, width: await pageWidth(page) }).toEqual({ state, width });
    expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
  }

  it('two members who start together meet within the countdown; saying hello opens the chat with the other', async () => {
    const ana = await member('ana', 'Ana', { language: 'en', region: 'GB' });
    const kenji = await member('kenji', 'Kenji', { language: 'ja', region: 'JP' });
    await stack.upstream.database.db
      .update(users)
      .set({ birthYear: 1994, birthMonth: 1, birthDay: 1 })
      .where(eq(users.id, kenji.upstreamId));
    const a = await loggedInPage(browser, stack.bffUrl, ana.email, PASSWORD, LAPTOP);
    const k = await loggedInPage(browser, stack.bffUrl, kenji.email, PASSWORD, PHONE);
    for (const page of [a, k]) {
      page.context().setDefaultTimeout(10_000);
      await page.getByTestId('match-idle').waitFor();
      // Nobody met yet; a member without SVIP is offered the way to choose whom they meet.
      await page.getByTestId('match-history-empty').waitFor();
      expect(await page.getByTestId('match-svip-link').getAttribute('href')).toBe('/membership');
      expect(await page.getByTestId('match-preferences').count()).toBe(0);
      await expectUsable(page, 'idle');
    }

    // Ana starts: the countdown runs from the server's seconds, said politely, with the way to stop.
    await a.getByTestId('match-start').click();
    await a.getByTestId('match-searching').waitFor();
    expect(await secondsShown(a)).toBeLessThanOrEqual(SECONDS);
    expect(await a.getByTestId('match-announce').textContent()).toBe('Searching for someone to meet.');
    expect(await a.getByTestId('match-announce').getAttribute('aria-live')).toBe('polite');
    // Focus went from the start button (gone) to the search's own action.
    expect(await a.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('match-cancel');
    await expectUsable(a, 'searching');

    // Ana looks at the moments meanwhile. Kenji starts before her deadline: they meet; Kenji sees Ana's card at
    // once, Ana is told where she is, and her way back shows Kenji's card (it came while the panel was hidden).
    await a.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Moments' }).click();
    await a.waitForURL(/\/dynamicSquare$/);
    await k.getByTestId('match-start').click();
    await k.getByTestId('match-found').waitFor();
    const toast = a.getByTestId('member-event-toast');
    // The toast's link leads back to the card (not yet to the chat): it says so.
    await expect.poll(() => toast.innerText()).toBe('You matched with Kenji. See your match');
    await toast.getByRole('link', { name: 'See your match' }).click();
    await a.waitForURL(/\/onlineDating$/);
    await a.getByTestId('match-found').waitFor();
    expect(await a.getByTestId('match-partner-name').innerText()).toBe('You matched with Kenji');
    expect(await k.getByTestId('match-partner-name').innerText()).toBe('You matched with Ana');
    expect(await a.getByTestId('match-partner-facts').innerText()).toBe(
      `${new Date().getFullYear() - 1994} years · Japan · Online`,
    );
    expect(await a.getByTestId('match-partner-languages').innerText()).toBe('Speaks Japanese');
    // They share no language: each is told that chat translation will help.
    for (const page of [a, k]) await page.getByTestId('match-translation-note').waitFor();
    expect(await a.getByTestId('match-announce').textContent()).toBe('You matched with Kenji.');
    // Each is in the other's "people you met", first.
    await expect.poll(() => a.getByTestId('match-history-row').first().innerText()).toContain('Kenji');
    await expect.poll(() => k.getByTestId('match-history-row').first().innerText()).toContain('Ana');
    await expectUsable(a, 'matched (laptop)');
    await expectUsable(k, 'matched (phone)');

    // Follow and add friend are the profile's own actions.
    await a.getByTestId('match-follow').click();
    await a.getByTestId('match-is-following').waitFor();
    await panel(a).getByTestId('user-add-friend').click();
    await panel(a).getByTestId('friend-notice').waitFor();

    // Ana says hello: the chat window with Kenji opens over the page (laptop).
    await a.getByTestId('match-say-hello').click();
    await expect.poll(() => a.getByTestId('chat-peer-name').innerText()).toContain('Kenji');
    await a.getByTestId('chat-input').waitFor();
    // Kenji says hello: on a phone, the chat with Ana as a page.
    await k.getByTestId('match-say-hello').click();
    await k.waitForURL(/\/chat\?with=/);
    expect(new URL(k.url()).searchParams.get('with')).toBe(ana.id);
    await expect.poll(() => k.getByTestId('chat-peer-name').innerText()).toContain('Ana');
    await a.context().close();
    await k.context().close();
  });

  it('a member alone sees the countdown in two tabs and across leaving the screen, then that nobody is free', async () => {
    const cleo = await member('cleo', 'Cleo');
    const first = await loggedInPage(browser, stack.bffUrl, cleo.email, PASSWORD, LAPTOP);
    first.context().setDefaultTimeout(10_000);
    const second = await first.context().newPage();
    await second.goto(`${stack.bffUrl}/onlineDating`);
    await second.getByTestId('match-idle').waitFor();

    await first.getByTestId('match-start').click();
    await first.getByTestId('match-searching').waitFor();
    // The other tab shows the same search, live.
    await second.getByTestId('match-searching').waitFor();
    expect(await secondsShown(second)).toBeLessThanOrEqual(SECONDS);

    // She looks at the moments for two seconds and comes back: the countdown went on (the screen was kept, not started
    // again: a restarted countdown would stay two seconds behind the other tab's).
    const before = await secondsShown(first);
    const nav = first.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Moments' }).click();
    await first.waitForURL(/\/dynamicSquare$/);
    await expect.poll(() => secondsShown(second)).toBeLessThanOrEqual(before - 2);
    await nav.getByRole('link', { name: 'Meet-ups' }).click();
    await first.waitForURL(/\/onlineDating$/);
    await expect
      .poll(async () => Math.abs((await secondsShown(first)) - (await secondsShown(second))))
      .toBeLessThanOrEqual(1);
    expect(await secondsShown(first)).toBeLessThanOrEqual(before - 1);

    // Nobody else was looking: both tabs say so, and that it cost nothing; a reload shows the same.
    for (const page of [first, second])
      await page.getByTestId('match-no-match').waitFor({ timeout: (SECONDS + 10) * 1000 });
    expect(await first.getByTestId('match-no-match').innerText()).toContain('Nobody is free right now');
    expect(await first.getByTestId('match-no-match').innerText()).toContain('never count towards your daily matches');
    expect(await first.getByTestId('match-announce').textContent()).toBe('Nobody is free right now.');
    await first.reload();
    await first.getByTestId('match-no-match').waitFor();
    await expectUsable(first, 'no match');
    await first.context().close();
  });

  it('a member who has used the day’s matches is told to come back tomorrow, in their own time', async () => {
    const dana = await member('dana', 'Dana');
    const caller = await asCaller(dana);
    // Her day's matches, made as any member makes them: each partner searching, then her start meets them at once.
    const partners = await seedMatchMembers(stack.upstream.database.db, 'partner', DAILY_MATCHES);
    for (const partner of partners.slice(0, DAILY_MATCHES - 1)) {
      expect((await rest(partner, 'POST', '/bump/matching', {})).data.status).toBe('searching');
      expect((await rest(caller, 'POST', '/bump/matching', {})).data.status).toBe('matched');
    }
    // In Tokyo, the next UTC midnight is 9 in the morning (no summer time).
    const context = await browser.newContext({ viewport: PHONE, locale: 'en', timezoneId: 'Asia/Tokyo' });
    await logIn(context, stack.bffUrl, dana.email, PASSWORD);
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}/onlineDating`);
    // Her ninth match's card, and one more to go: "meet someone else" meets the last partner, searching meanwhile.
    await page.getByTestId('match-found').waitFor();
    expect((await rest(partners[DAILY_MATCHES - 1], 'POST', '/bump/matching', {})).data.status).toBe('searching');
    await page.getByTestId('match-continue').click();
    await expect
      .poll(() => page.getByTestId('match-partner-name').innerText())
      .toBe(`You matched with partner ${DAILY_MATCHES - 1}`);

    // No further start: when to come back, in her time, and the way to match without a limit.
    const tokyoDay = (date: Date) => date.toLocaleDateString('en', { timeZone: 'Asia/Tokyo' });
    const now = new Date();
    const nextMidnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const nine = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(nextMidnight);
    expect(nine.replace(/\s/g, ' ')).toBe('9:00 AM');
    const expected =
      tokyoDay(nextMidnight) === tokyoDay(now)
        ? 'Come back later today, from 9:00 AM.'
        : 'Come back tomorrow, from 9:00 AM.';
    const comeBack = async () => (await page.getByTestId('match-next-attempts').innerText()).replace(/\s/g, ' ');
    const said = page.getByTestId('match-exhausted');
    await said.waitFor();
    expect(await comeBack()).toBe(expected);
    expect(await said.innerText()).toContain('You have used today’s matches');
    expect(await said.getByTestId('match-svip-link').getAttribute('href')).toBe('/membership');
    expect(await page.getByTestId('match-continue').count()).toBe(0);
    expect(await page.getByTestId('match-start').count()).toBe(0);
    await expectUsable(page, 'matched, the day’s matches used');
    // The people she met sit two to a row on a phone (six stacked would push the members to meet a screen down).
    const rows = page.getByTestId('match-history-row');
    const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);

    // A reload says the same.
    await page.reload();
    await page.getByTestId('match-next-attempts').waitFor();
    expect(await comeBack()).toBe(expected);

    // An hour later her last match is no longer the panel's (status `current` is the last hour's): the panel is only
    // when to come back. Her day's matches are moved an hour back, unless that would move them into yesterday (the
    // first hour of a UTC day), where the card above is all there is to see.
    const hourBack = sql`interval '61 minutes'`;
    if (Date.now() - 65 * 60_000 > Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) {
      await stack.upstream.database.db
        .update(matchAttempts)
        .set({
          startedAt: sql`${matchAttempts.startedAt} - ${hourBack}`,
          deadline: sql`${matchAttempts.deadline} - ${hourBack}`,
          endedAt: sql`${matchAttempts.endedAt} - ${hourBack}`,
        })
        .where(eq(matchAttempts.userId, dana.upstreamId));
      await page.reload();
      await page
        .getByTestId('match-exhausted')
        .getByRole('heading', { name: 'You have used today’s matches' })
        .waitFor();
      expect(await page.getByTestId('match-found').count()).toBe(0);
      expect(await comeBack()).toBe(expected);
      expect(await page.getByTestId('match-svip-link').getAttribute('href')).toBe('/membership');
      // The people she met are still listed, newest first.
      expect(await page.getByTestId('match-history-row').first().innerText()).toContain(`partner ${DAILY_MATCHES - 1}`);
      await expectUsable(page, 'the day’s matches used');
    }
    await context.close();
  });

  it('an SVIP member chooses whom to meet and may stop searching', async () => {
    const eve = await member('eve', 'Eve');
    await makeSvip(stack.upstream.database.db, eve.upstreamId);
    const page = await loggedInPage(browser, stack.bffUrl, eve.email, PASSWORD, LAPTOP);
    page.context().setDefaultTimeout(10_000);
    await page.getByTestId('match-idle').waitFor();
    expect(await page.getByTestId('match-svip').count()).toBe(0);
    const choices = page.getByTestId('match-preferences');
    await choices.waitFor();
    await page.getByTestId('match-pref-gender').selectOption('FEMALE');
    await page.getByTestId('match-pref-age-min').selectOption('30');
    await page.getByTestId('match-pref-age-max').selectOption('25');
    // The ages stay in order.
    expect(await page.getByTestId('match-pref-age-min').inputValue()).toBe('25');
    await page.getByTestId('match-pref-language').selectOption('es');
    expect(await choices.locator('summary').innerText()).toBe('Your choices (4)');
    await expectUsable(page, 'idle, SVIP');

    await page.getByTestId('match-start').click();
    await page.getByTestId('match-searching').waitFor();
    // A reload finds the search and the choices it was started with.
    await page.reload();
    await page.getByTestId('match-searching').waitFor();
    await page.getByTestId('match-cancel').click();
    await page.getByTestId('match-idle').waitFor();
    expect(await page.getByTestId('match-announce').textContent()).toBe('Search stopped.');
    expect(await page.getByTestId('match-pref-gender').inputValue()).toBe('FEMALE');
    expect(await page.getByTestId('match-pref-age-max').inputValue()).toBe('25');
    expect(await page.getByTestId('match-pref-language').inputValue()).toBe('es');

    // A match (her choices cleared, someone searching): under the card her choices for the next match stay within
    // reach, folded, with "meet someone else"; she changes one and the next start sends it.
    await page.getByTestId('match-pref-clear').click();
    const [waiting] = await seedMatchMembers(stack.upstream.database.db, 'svipmet', 1);
    expect((await rest(waiting, 'POST', '/bump/matching', {})).data.status).toBe('searching');
    await page.getByTestId('match-start').click();
    await page.getByTestId('match-found').waitFor();
    const next = page.getByTestId('match-found').getByTestId('match-preferences');
    expect(await next.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await next.locator('summary').click();
    await page.getByTestId('match-pref-gender').selectOption('MALE');
    await page.getByTestId('match-continue').click();
    await page.getByTestId('match-searching').waitFor();
    await page.getByTestId('match-cancel').click();
    await page.getByTestId('match-idle').waitFor();
    const caller = await asCaller(eve);
    expect((await rest(caller, 'GET', '/bump/status')).data.current.preferences).toEqual({ gender: 1 });
    await page.context().close();
  });
});
