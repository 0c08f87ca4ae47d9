import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, logIn, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import type { MomentMember } from '../support/moment-members';
import { publishThroughBff } from '../support/moment-members';
import { act, ANNOUNCEMENT_PUBLISH, COMMENT, FOLLOW, LIKE, MAINTENANCE_SET } from '../support/notice-graph';
import { staffThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Notices, announcements and maintenance in Chromium (issue 23), one member in two tabs (a laptop's and a phone's size):
 * a like and a comment on her moment raise her badge live, a second liker regroups the likes (the badge counts groups,
 * so it stays), /notify shows the grouped lines and clears the badge in her other browser, a comment while it is open
 * moves its group to the top; staff's announcement raises the announcements badge live and opens; staff's maintenance
 * shows as a banner live, then as the page during the window, and a change made then is refused with its message.
 * axe-core finds nothing serious, and nothing is wider than the screen.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
let made = 0;

describe('notices and announcements in Chromium (issue 23)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function member(nickname: string) {
    const email = `${nickname.toLowerCase()}.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    const who: MomentMember = { session, id: viewer.user.id as string, upstreamId: info.id };
    return { ...who, email };
  }

  /**
   * The member's tabs (one browser: a second login would end the first session), each at its size on the home screen
   * once its live events are subscribed (an event published before the socket's `viewerEvents` subscribe is not heard).
   */
  async function listeningTabs(email: string, viewports: Array<{ width: number; height: number }>) {
    const context = await browser.newContext({ locale: 'en' });
    context.setDefaultTimeout(10_000);
    await logIn(context, stack.bffUrl, email, PASSWORD);
    const pages: Page[] = [];
    for (const viewport of viewports) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const subscribed = page.waitForEvent('websocket').then(
        (socket) =>
          new Promise<void>((resolve) =>
            socket.on('framesent', (frame) => {
              if (String(frame.payload).includes('"subscribe"')) resolve();
            }),
          ),
      );
      await page.goto(`${stack.bffUrl}/onlineDating`);
      await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
      await subscribed;
      pages.push(page);
    }
    return pages;
  }

  /** The page fits the screen and axe-core finds nothing serious or critical on it as it is. */
  async function expectUsable(page: Page, state: string) {
    const width = page.viewportSize()!.width;
    expect({ state, width: await pageWidth(page) }).toEqual({ state, width });
    expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
  }

  const badge = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .count()
      .then(async (shown) => (shown ? Number(await page.getByTestId(testId).innerText()) : 0));

  it('groups, counts and reads notices live; announcements and maintenance reach every tab', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const cleo = await member('Cleo');
    const staff = await member('Staff');
    await staffThroughGraph(stack, staff, 'admin');
    const moment = (await publishThroughBff(stack, ana, { text: 'Sunset', audience: 'EVERYONE' })).momentEdge.node.id;

    const [laptop, phone] = await listeningTabs(ana.email, [LAPTOP, PHONE]);
    expect(await badge(laptop, 'sidebar-unread-notices')).toBe(0);

    // Ben likes and comments: two groups, the badge counts them live.
    await act(ben, LIKE('momentLike'), { id: moment });
    await expect.poll(() => badge(laptop, 'sidebar-unread-notices')).toBe(1);
    await expect.poll(() => badge(phone, 'bottom-unread-notices')).toBe(1);
    await act(ben, COMMENT, { id: moment, text: 'Lovely' });
    await expect.poll(() => badge(laptop, 'sidebar-unread-notices')).toBe(2);
    await expect.poll(() => laptop.title()).toBe('(2) Across');
    // Cleo likes too: the unread like group is joined, not a new one.
    await act(cleo, LIKE('momentLike'), { id: moment });
    await expect.poll(() => laptop.evaluate(() => document.title)).toBe('(2) Across');
    expect(await badge(laptop, 'sidebar-unread-notices')).toBe(2);

    // The phone opens /notify: the grouped lines, the regrouped likes first, and the laptop's badge goes.
    await phone
      .getByTestId('bottom-bar')
      .getByRole('link', { name: /Notices/ })
      .click();
    const lines = phone.getByTestId('notice-line-text');
    await expect
      .poll(() => lines.allInnerTexts())
      .toEqual(['Cleo and 1 other person liked your moment', 'Ben commented on your moment']);
    expect(await phone.getByTestId('notice-line').first().getAttribute('class')).toContain('unread');
    await expect.poll(() => badge(laptop, 'sidebar-unread-notices')).toBe(0);
    await expect.poll(() => badge(phone, 'bottom-unread-notices')).toBe(0);
    await expectUsable(phone, 'notices');

    // Cleo comments while the list is open: the comment group moves to the top, counting her.
    await act(cleo, COMMENT, { id: moment, text: 'Wow' });
    await expect.poll(() => lines.first().innerText()).toBe('Cleo and 1 other person commented on your moment');
    expect(await lines.count()).toBe(2);

    // The settings dialog keeps focus inside, and says who may notify for each kind.
    await phone.getByTestId('notice-settings-open').click();
    const dialog = phone.getByTestId('notice-settings');
    await dialog.waitFor();
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'notice-audience-FOLLOW',
    );
    await phone.getByTestId('notice-audience-LIKE').selectOption('FRIENDS');
    await expect.poll(() => phone.getByTestId('notice-audience-LIKE').inputValue()).toBe('FRIENDS');
    await phone.getByTestId('push-status').waitFor();
    await expectUsable(phone, 'settings');
    await phone.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Staff announces: the badge rises live; the list and the opened announcement, which reads it.
    const published = await act(staff, ANNOUNCEMENT_PUBLISH, {
      input: { texts: [{ language: 'en', title: 'New gifts', body: 'Roses and teddy bears are here.' }] },
    });
    expect(published.__typename).toBe('AnnouncementPublishPayload');
    await expect.poll(() => badge(laptop, 'sidebar-unread-announcements')).toBe(1);
    await laptop
      .getByTestId('sidebar')
      .getByRole('link', { name: /Announcements/ })
      .click();
    await expect.poll(() => laptop.getByTestId('announcement-title').allInnerTexts()).toEqual(['New gifts']);
    await expectUsable(laptop, 'announcements');
    await laptop.getByTestId('announcement-title').click();
    await expect
      .poll(() => laptop.getByTestId('announcement-body').innerText())
      .toBe('Roses and teddy bears are here.');
    await expect.poll(() => badge(laptop, 'sidebar-unread-announcements')).toBe(0);
    await expect.poll(() => badge(phone, 'bottom-unread-notices')).toBe(0);

    // Maintenance in an hour: a banner, live, with the window.
    const window = (startsAt: number, endsAt: number) => ({
      input: {
        texts: [{ language: 'en', message: 'Upgrading the database' }],
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    await act(staff, MAINTENANCE_SET, window(Date.now() + 3_600_000, Date.now() + 7_200_000));
    await laptop.getByTestId('maintenance-banner').waitFor();
    expect(await laptop.getByTestId('maintenance-banner').innerText()).toContain('Upgrading the database');
    await expectUsable(laptop, 'banner');

    // The window starts: the maintenance page, until when; looking around, a change is refused with its message.
    await act(staff, MAINTENANCE_SET, window(Date.now() - 1000, Date.now() + 3_600_000));
    await phone.getByTestId('maintenance-page').waitFor();
    expect(await phone.getByTestId('maintenance-until').innerText()).toMatch(/^Until /);
    await expectUsable(phone, 'maintenance');
    await phone.getByTestId('maintenance-browse').click();
    await phone.getByTestId('maintenance-active').waitFor();
    await phone.getByTestId('notice-settings-open').click();
    await phone.getByTestId('notice-push-GIFT').click();
    await expect.poll(() => phone.getByTestId('notice-settings-error').innerText()).toContain('maintenance');
    expect(await phone.getByTestId('notice-push-GIFT').isChecked()).toBe(true);
    await phone.keyboard.press('Escape');

    // Staff ends it: the line goes by itself.
    await act(staff, MAINTENANCE_SET, { input: { clear: true } });
    await phone.getByTestId('maintenance-active').waitFor({ state: 'detached' });
    // The laptop had the page open: it says the maintenance is over, with the way back.
    await laptop.getByTestId('maintenance-over').waitFor();
    await laptop.getByTestId('maintenance-back').click();
    await laptop.getByTestId('announcement-detail').waitFor();
  }, 90_000);

  it('mutes a member from a notice line in one tab, the lines go in both; unmutes from the settings', async () => {
    const dana = await member('Dana');
    const eve = await member('Eve');
    const finn = await member('Finn');
    const moment = (await publishThroughBff(stack, dana, { text: 'Lake', audience: 'EVERYONE' })).momentEdge.node.id;
    await act(eve, LIKE('momentLike'), { id: moment });
    await act(finn, LIKE('momentLike'), { id: moment });
    await act(eve, FOLLOW('userFollow'), { id: dana.id });

    const [laptop, phone] = await listeningTabs(dana.email, [LAPTOP, PHONE]);
    await laptop
      .getByTestId('sidebar')
      .getByRole('link', { name: /Interaction notifications/ })
      .click();
    await phone
      .getByTestId('bottom-bar')
      .getByRole('link', { name: /Notices/ })
      .click();
    const texts = (page: Page) => page.getByTestId('notice-line-text').allInnerTexts();
    for (const page of [laptop, phone])
      await expect.poll(() => texts(page)).toEqual(['Eve followed you', 'Finn and 1 other person liked your moment']);

    // The follow line's menu: one choice a face shown; Escape closes it and gives the focus back.
    const followLine = phone.getByTestId('notice-line').first();
    await followLine.getByTestId('notice-more').click();
    await phone.getByTestId('notice-more-menu').waitFor();
    await expectUsable(phone, 'notice menu');
    await phone.keyboard.press('Escape');
    await phone.getByTestId('notice-more-menu').waitFor({ state: 'detached' });
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notice-more');
    await followLine.getByTestId('notice-more').click();
    await phone.getByTestId('notice-more-menu').getByRole('menuitem', { name: 'Mute notifications from Eve' }).click();

    // Eve leaves both lines in both tabs: the follow goes, the likes are Finn's alone; the status has the focus.
    for (const page of [phone, laptop]) await expect.poll(() => texts(page)).toEqual(['Finn liked your moment']);
    await expect
      .poll(() => phone.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('notice-muted');
    expect(await phone.getByTestId('notice-muted').innerText()).toContain('Eve');
    await expectUsable(phone, 'muted');

    // The settings list Eve; unmuting says nothing comes back, and her next comment notifies again.
    await laptop.getByTestId('notice-settings-open').click();
    const list = laptop.getByTestId('notice-muted-members');
    await expect.poll(() => list.innerText()).toContain('Eve');
    await expectUsable(laptop, 'muted members');
    await laptop.getByTestId('notice-unmute').click();
    await list.waitFor({ state: 'detached' });
    await laptop.keyboard.press('Escape');
    await act(eve, COMMENT, { id: moment, text: 'Hello again' });
    await expect.poll(() => texts(laptop)).toEqual(['Eve commented on your moment', 'Finn liked your moment']);
  }, 60_000);
});
