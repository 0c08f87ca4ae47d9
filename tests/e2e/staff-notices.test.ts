import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { axeViolations, launchBrowser, logIn, navigate, pageWidth } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { staffFactorThroughGraph } from '../support/staff';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The admins' announcement and maintenance screens in Chromium, in German: the admin schedules an announcement with
 * a German text, previews it in German as a member would see it, publishes it; a German member's open app counts it
 * and lists it in German; the admin withdraws it and it leaves her list and badge; the admin sets a maintenance
 * window starting now and her app shows the maintenance page in German; the admin clears it. A moderator reaching the
 * admins' screens is told they are not for their role.
 */
const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the admins’ announcements and maintenance in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let made = 0;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A member (staff with `role`, their session past the second factor), in German. */
  async function member(nickname: string, role?: 'admin' | 'moderator') {
    const email = `${nickname.toLowerCase()}.${++made}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'de' });
    if (!role) return { email, session: null };
    await stack.upstream.database.db.update(users).set({ staffRole: role }).where(eq(users.id, info.id));
    // One login: a second would end this session, whose second factor is passed here.
    const session = await new GraphQLSession(stack.bffUrl, 'de').login(email, PASSWORD);
    await staffFactorThroughGraph(session);
    return { email, session };
  }

  /** A staff member's page at `path`, with the session that passed the second factor. */
  async function staffPage(session: GraphQLSession, path: string) {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'de', timezoneId: 'Europe/Berlin' });
    context.setDefaultTimeout(10_000);
    const [name, value] = session.cookie!.split('=');
    await context.addCookies([{ name, value, url: stack.bffUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${stack.bffUrl}${path}`);
    return page;
  }

  /** The member's app on the home screen, once its live events are subscribed. */
  async function listeningPage(email: string) {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'de' });
    context.setDefaultTimeout(10_000);
    await logIn(context, stack.bffUrl, email, PASSWORD);
    const page = await context.newPage();
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
    return page;
  }

  async function expectUsable(page: Page, state: string) {
    const width = page.viewportSize()!.width;
    expect({ state, width: await pageWidth(page) }).toEqual({ state, width });
    expect({ state, violations: await axeViolations(page) }).toEqual({ state, violations: [] });
  }

  const badge = (page: Page) =>
    page
      .getByTestId('sidebar-unread-announcements')
      .count()
      .then(async (shown) => (shown ? Number(await page.getByTestId('sidebar-unread-announcements').innerText()) : 0));

  it('schedules, previews in German, publishes, withdraws; sets and clears maintenance; members see each live', async () => {
    const admin = await member('Ada', 'admin');
    const lena = await member('Lena');
    const lenaPage = await listeningPage(lena.email);
    const page = await staffPage(admin.session!, '/staff/announcements');
    await page.getByTestId('staff-announcements-empty').waitFor();
    expect(await page.getByTestId('staff-nav-announcements').innerText()).toBe('Ankündigungen');

    // A new announcement, English and German, scheduled for tomorrow in the admin's local time.
    await page.getByTestId('staff-announcement-new').click();
    const editor = page.getByTestId('staff-announcement-editor');
    await editor.getByTestId('staff-announcement-save').click(); // nothing written yet: said in German
    expect(await editor.getByTestId('staff-announcement-problem').innerText()).toMatch(/auf Englisch/);
    await editor.getByTestId('staff-announcement-title-input').fill('New gifts');
    await editor.getByTestId('staff-announcement-body-input').fill('Roses are here.');
    await editor.getByTestId('staff-language-de').click();
    await editor.getByTestId('staff-announcement-title-input').fill('Neue Geschenke');
    await editor.getByTestId('staff-announcement-body-input').fill('Rosen sind da.');
    await editor.getByTestId('staff-announcement-later').click();
    const tomorrow = await page.evaluate(() => {
      const at = new Date(Date.now() + 86_400_000);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T10:00`;
    });
    await editor.getByTestId('staff-announcement-at').fill(tomorrow);
    await expectUsable(page, 'editor');
    await editor.getByTestId('staff-announcement-save').click();
    const row = page.getByTestId('staff-announcement-row').filter({ hasText: 'New gifts' });
    await row.waitFor();
    expect(await row.getByTestId('staff-announcement-state').innerText()).toBe('Geplant');
    expect(await row.innerText()).toMatch(/10:00/);
    await expectUsable(page, 'list');
    expect(await badge(lenaPage)).toBe(0);

    // The preview in German is the member's own view: German title, marks and date.
    await row.getByTestId('staff-announcement-edit').click();
    await editor.getByTestId('staff-language-de').click();
    await editor.getByTestId('staff-announcement-preview-toggle').click();
    const preview = editor.getByTestId('staff-announcement-preview');
    expect(await preview.getByTestId('announcement-detail-title').innerText()).toBe('Neue Geschenke');
    expect(await preview.getByTestId('announcement-body').innerText()).toBe('Rosen sind da.');
    expect(await preview.getByTestId('announcement-detail').getAttribute('lang')).toBe('de');
    await expectUsable(page, 'preview');
    // Published now instead.
    await editor.getByTestId('staff-announcement-now').click();
    await editor.getByTestId('staff-announcement-save').click();
    await editor.getByTestId('staff-announcement-saved').waitFor();
    await expect.poll(() => row.getByTestId('staff-announcement-state').innerText()).toBe('Veröffentlicht');
    await editor.getByTestId('staff-announcement-close').click();

    // Lena's open app: the badge, then the list in German.
    await expect.poll(() => badge(lenaPage)).toBe(1);
    await navigate(lenaPage, '/announce');
    await expect.poll(() => lenaPage.getByTestId('announcement-title').allInnerTexts()).toEqual(['Neue Geschenke']);

    // Withdrawn, after a confirm: gone from her list and badge at once.
    await row.getByTestId('staff-announcement-withdraw').click();
    await page.getByTestId('staff-announcement-withdraw-dialog').waitFor();
    await expectUsable(page, 'withdraw dialog');
    await page.getByTestId('staff-announcement-withdraw-dialog-confirm').click();
    await expect.poll(() => row.getByTestId('staff-announcement-state').innerText()).toBe('Zurückgezogen');
    await expect.poll(() => lenaPage.getByTestId('announcement-title').count()).toBe(0);
    await expect.poll(() => badge(lenaPage)).toBe(0);

    // Maintenance from now for an hour (the form's own start and end), in English and German.
    await page.getByTestId('staff-nav-maintenance').click();
    await page.getByTestId('staff-maintenance-none').waitFor();
    await page.getByTestId('staff-maintenance-message-en').fill('Upgrading the database');
    await page.getByTestId('staff-maintenance-message-de').fill('Die Datenbank wird aktualisiert');
    await expectUsable(page, 'maintenance form');
    await page.getByTestId('staff-maintenance-save').click();
    await page.getByTestId('staff-maintenance-window').waitFor();
    expect(await page.getByTestId('staff-maintenance-state').innerText()).toMatch(/Läuft gerade/);
    expect(await page.getByTestId('staff-maintenance-text-de').innerText()).toBe('Die Datenbank wird aktualisiert');
    await lenaPage.getByTestId('maintenance-page').waitFor();
    expect(await lenaPage.getByTestId('maintenance-page').innerText()).toContain('Die Datenbank wird aktualisiert');
    await page.setViewportSize(PHONE);
    await expectUsable(page, 'maintenance window on a phone');
    await page.setViewportSize(LAPTOP);

    // Cleared after a confirm: her app says it is over.
    await page.getByTestId('staff-maintenance-clear').click();
    await page.getByTestId('staff-maintenance-clear-dialog-confirm').click();
    await page.getByTestId('staff-maintenance-none').waitFor();
    await lenaPage.getByTestId('maintenance-over').waitFor();

    // A moderator: no such links, and the screens say they are for admins.
    const moderator = await member('Mo', 'moderator');
    const modPage = await staffPage(moderator.session!, '/staff/maintenance');
    await modPage.getByTestId('staff-forbidden').waitFor();
    expect(await modPage.getByTestId('staff-nav-announcements').count()).toBe(0);
    await navigate(modPage, '/staff/announcements');
    await modPage.getByTestId('staff-forbidden').waitFor();
  }, 120_000);
});
