import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSanctions, moderationItems, users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, logIn, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { CLAIM, queueOf, sendText } from '../support/moderation-graph';
import { publishThroughBff } from '../support/moment-members';
import { codeOf, staffFactorThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Reports and sanctions in Chromium (issue 25): a member reports another from the chat window; a moderator finds the
 * item in the queue at /staff/reports, reads its evidence, meets another moderator's claim as "reload", suspends the
 * member; the suspended member's open chat window says until when, and so does the login; the reporter reads the
 * outcome on /notify.
 */
const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
/** The scripts the page has loaded so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );

describe('reports and sanctions in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let made = 0;

  const member = async (nickname: string, staffRole?: 'moderator' | 'admin') => {
    const email = `${nickname.toLowerCase()}.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    if (staffRole) await stack.upstream.database.db.update(users).set({ staffRole }).where(eq(users.id, info.id));
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    return { session, id: viewer.user.id as string, upstreamId: info.id, email };
  };
  const open = async (who: { email: string }, path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', timezoneId: 'UTC' });
    await logIn(context, stack.bffUrl, who.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}${path}`);
    return page;
  };

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a report from the chat window reaches the queue; a suspension shows in the member’s open window and login', async () => {
    const [ana, ben, mod, other] = [
      await member('Ana'),
      await member('Ben'),
      await member('Moda', 'moderator'),
      await member('Modb', 'moderator'),
    ];
    await sendText(ben, ana, 'you will regret this');

    // Ben has his chat with Ana open, its live connection up.
    const benPage = await open(ben, `/chat?with=${encodeURIComponent(ana.id)}`);
    await benPage.getByTestId('chat-window').waitFor();
    await expect
      .poll(() => [...stack.bff.sockets.sessions.values()].some((session) => session.userId === ben.upstreamId))
      .toBe(true);

    // Ana reports Ben from the chat window's menu.
    const anaPage = await open(ana, `/chat?with=${encodeURIComponent(ben.id)}`);
    await anaPage.getByRole('button', { name: 'Report' }).click();
    const dialog = anaPage.getByTestId('complaint-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('complaint-type').selectOption({ index: 1 });
    await dialog.getByTestId('complaint-reason').fill('threats in chat');
    await dialog.getByTestId('complaint-submit').click();
    await anaPage.getByTestId('complaint-sent').waitFor();
    // A member's app never downloads the console: neither its gate nor its messages.
    expect(
      (await scripts(anaPage)).filter((url) => /\/(StaffGate|messages-staff-[\w-]+)-[\w-]+\.js$/.test(url)),
    ).toEqual([]);

    // The moderator sets up the second factor in the browser: the app's key, its first code, the recovery codes once.
    const modPage = await open(mod, '/staff/reports');
    await modPage.getByTestId('staff-enrol').click();
    const secret = await modPage.getByTestId('staff-secret').innerText();
    expect(await modPage.getByTestId('staff-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await modPage.getByTestId('staff-code').fill(await codeOf(secret));
    await modPage.getByTestId('staff-code-submit').click();
    await modPage.getByTestId('staff-recovery-codes').waitFor();
    const recoveryCodes = await modPage.getByTestId('staff-recovery-codes').locator('li').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(await axeViolations(modPage)).toEqual([]);
    await modPage.getByTestId('staff-recovery-saved').click();

    // The moderator's queue lists it; the item shows the member's profile as reported and Ana's report.
    const row = modPage.getByTestId('moderation-row').filter({ hasText: 'Ben' });
    await row.waitFor();
    expect(await modPage.getByTestId('staff-nav-team').count()).toBe(0); // the team is the admins'
    expect(await row.innerText()).toMatch(/Member/);
    expect(await axeViolations(modPage)).toEqual([]);
    expect(await pageWidth(modPage)).toBeLessThanOrEqual(LAPTOP.width);
    expect((await scripts(modPage)).filter((url) => /\/messages-staff-en-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await row.getByTestId('moderation-open').click();
    await modPage.getByTestId('moderation-evidence').getByText('Ben').waitFor();
    const report = modPage.getByTestId('moderation-report');
    expect(await report.innerText()).toMatch(/Ana .*threats in chat/s);
    expect(await axeViolations(modPage)).toEqual([]);

    // Another moderator claims it meanwhile: this one's suspension is refused, with the way out.
    await staffFactorThroughGraph(other.session);
    const [item] = (await queueOf(other)) ?? [];
    const claimed = await other.session.request(CLAIM, { input: { itemId: item.id, version: item.version } });
    expect(claimed.data.moderationItemClaim.__typename).toBe('ModerationItemPayload');
    await modPage.getByTestId('moderation-decide-SUSPEND').click();
    await modPage.getByTestId('moderation-confirm').click();
    await expect.poll(() => modPage.getByTestId('moderation-error').innerText()).toMatch(/Someone else acted.*reload/);
    expect(await modPage.getByTestId('moderation-state').innerText()).not.toMatch(/Suspended/);

    // Reloaded: suspended for 7 days.
    await modPage.reload();
    await modPage.getByTestId('moderation-decide-SUSPEND').click();
    const decision = modPage.getByTestId('moderation-decision-dialog');
    expect(await axeViolations(modPage)).toEqual([]);
    await decision.getByTestId('moderation-period').selectOption('7');
    await decision.getByTestId('moderation-confirm').click();
    await expect.poll(() => modPage.getByTestId('moderation-state').innerText()).toMatch(/^Suspended until/);
    const [sanction] = await stack.upstream.database.db
      .select()
      .from(memberSanctions)
      .where(eq(memberSanctions.memberId, ben.upstreamId));
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(sanction.until!);

    // Ben's open chat window says he was suspended, until when (not an ordinary logout).
    const ended = benPage.getByTestId('session-ended-suspended');
    await ended.waitFor();
    expect(await ended.innerText()).toContain(day);
    await benPage.getByTestId('session-ended-ok').click();
    await benPage.waitForURL(/\/login$/);
    // The login says the same.
    await benPage.locator('input[type="email"]').fill(ben.email);
    await benPage.locator('input[type="password"]').fill(PASSWORD);
    await benPage.locator('button[type="submit"]').click();
    await expect.poll(() => benPage.getByTestId('login-error').innerText()).toContain(day);
    expect(await benPage.getByTestId('login-error').innerText()).toMatch(/suspended/);

    // Ana reads the outcome on /notify.
    await anaPage.goto(`${stack.bffUrl}/notify`);
    const line = anaPage.locator('[data-testid="notice-line"][data-kind="REPORT_OUTCOME"]');
    await line.waitFor();
    expect(await line.innerText()).toMatch(/reviewed your report/);
    expect(await line.getByTestId('notice-report-outcome').innerText()).toMatch(/a moderator took action/);

    // Signing in on another device (which ends the first session), the moderator types a code: a wrong one is
    // refused, a recovery code lets them in.
    expect(await anaPage.getByTestId('sidebar-staff').count()).toBe(0); // a member has no way there
    const otherDevice = await open(mod, '/onlineDating');
    await otherDevice.getByTestId('sidebar-staff').click();
    await otherDevice.getByTestId('staff-code').fill('000000');
    await otherDevice.getByTestId('staff-code-submit').click();
    await otherDevice.getByTestId('staff-code-error').waitFor();
    expect(await axeViolations(otherDevice)).toEqual([]);
    await otherDevice.getByTestId('staff-code').fill(recoveryCodes[0]);
    await otherDevice.getByTestId('staff-code-submit').click();
    await otherDevice.getByTestId('moderation-queue').waitFor();
    await otherDevice.context().close();
  }, 180_000);

  it('reports a moment and a comment from the square, on a phone; both reach the queue', async () => {
    const [cleo, dan, eve] = [await member('Cleo'), await member('Dan'), await member('Eve')];
    const published = await publishThroughBff(stack, cleo, { text: 'Buy followers here' });
    const momentId = published.momentEdge.node.id as string;
    await dan.session.request(
      `mutation($id: ID!) { momentCommentAdd(input: { momentId: $id, text: "Spam spam spam" }) { __typename } }`,
      { id: momentId },
    );

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await logIn(context, stack.bffUrl, eve.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}/dynamicSquare`);
    const card = page.getByTestId('moment').filter({ hasText: 'Buy followers here' });
    await card.getByTestId('moment-menu').click();
    await page.getByTestId('moment-report').click();
    const dialog = page.getByTestId('complaint-dialog');
    await dialog.getByTestId('complaint-reason').fill('selling followers');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('complaint-submit').click();
    await dialog.getByTestId('complaint-sent').waitFor();
    await page.keyboard.press('Escape');

    await card.getByTestId('moment-comments-open').click();
    const comment = card.getByTestId('moment-comment').filter({ hasText: 'Spam spam spam' });
    await comment.getByTestId('moment-comment-report').click();
    await dialog.getByTestId('complaint-reason').fill('spam');
    await dialog.getByTestId('complaint-submit').click();
    await dialog.getByTestId('complaint-sent').waitFor();

    const items = await stack.upstream.database.db
      .select({ kind: moderationItems.targetKind, reported: moderationItems.reportedId })
      .from(moderationItems);
    expect(items).toEqual(
      expect.arrayContaining([
        { kind: 'moment', reported: cleo.upstreamId },
        { kind: 'comment', reported: dan.upstreamId },
      ]),
    );
    await context.close();
  }, 90_000);

  it('an admin adds a member to staff, resets a lost second factor and removes someone, at both sizes', async () => {
    const [ada, gil, hal] = [await member('Ada', 'admin'), await member('Gil', 'moderator'), await member('Hal')];
    await staffFactorThroughGraph(gil.session);
    const { secret } = await staffFactorThroughGraph(ada.session);
    // Her browser is a new session: it asks for a code (the next one: the current was used to confirm).
    const page = await open(ada, '/staff');
    await page.getByTestId('staff-code').fill(await codeOf(secret, 1));
    await page.getByTestId('staff-code-submit').click();
    await page.getByTestId('staff-nav-team').click();
    const rows = page.getByTestId('staff-member');
    // Every staff member (the other tests' moderators too), each saying whether their second factor is set up.
    const adaRow = rows.filter({ hasText: 'Ada' });
    await expect.poll(() => adaRow.innerText()).toMatch(/Ada \(you\)[\s\S]*Second factor set up/);
    expect(await rows.filter({ hasText: 'Gil' }).innerText()).toMatch(/Second factor set up/);
    expect(await adaRow.getByTestId('staff-member-reset').count()).toBe(0); // not her own

    await page.getByTestId('staff-grant-email').fill(hal.email);
    await page.getByTestId('staff-grant-role').selectOption('SUPPORT');
    await page.getByTestId('staff-grant-submit').click();
    const halRow = rows.filter({ hasText: 'Hal' });
    await expect.poll(() => halRow.getByTestId('staff-member-role').inputValue()).toBe('SUPPORT');
    expect(await halRow.innerText()).toMatch(/not set up yet/);
    await page.getByTestId('staff-grant-email').fill('nobody@example.test');
    await page.getByTestId('staff-grant-submit').click();
    await expect.poll(() => page.getByTestId('staff-team-error').innerText()).toMatch(/No member has this e-mail/);

    // Gil lost his phone: the reset asks first, then his row and his session say the factor is to be set up.
    await rows.filter({ hasText: 'Gil' }).getByTestId('staff-member-reset').click();
    const dialog = page.getByTestId('staff-reset-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('staff-reset-dialog-confirm').click();
    await expect.poll(() => page.getByTestId('staff-team-status').innerText()).toMatch(/Gil sets up a new/);
    expect(await rows.filter({ hasText: 'Gil' }).innerText()).toMatch(/not set up yet/);
    const gilStaff = (await gil.session.request('{ viewer { staff { secondFactor } } }')).data.viewer.staff;
    expect(gilStaff.secondFactor).toBe('NONE');

    await halRow.getByTestId('staff-member-remove').click();
    await page.getByTestId('staff-remove-dialog-confirm').click();
    await expect.poll(() => halRow.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(LAPTOP.width);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 60_000);
});
