import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, loggedInPage, navigate, tooWide } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The shop as a newcomer meets it, in Chromium on a laptop and a phone: the membership table
 * says only what the product does, /paySuccess says what happened (and leads back to the
 * conversation that asked for coins), bill lines name the gift and the member, and the packs
 * tab shows where the characters went. The account tabs and /paySuccess start their data with
 * their screens' code, as every route does.
 */

const PASSWORD = 'long enough password';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

describe('the shop after a newcomer’s review, in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    // Omar and Pablo write Spanish; Inés and Omar are the ones who shop.
    for (const [key, nickname, language] of [
      ['ines', 'Inés', 'en'],
      ['omar', 'Omar', 'en'],
      ['pablo', 'Pablo', 'es'],
    ]) {
      ids[key] = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname,
          language,
        })
      ).id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (key: string, viewport = LAPTOP, locale = 'en', at?: string) => {
    const page = await loggedInPage(browser, stack.bffUrl, `${key}@example.test`, PASSWORD, viewport, locale, { at });
    page.context().setDefaultTimeout(10_000);
    return page;
  };
  const expectUsable = async (page: Page) => {
    expect(await tooWide(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  };

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])('lists in the membership table only what the product does (%s)', async (_size, viewport) => {
    const page = await open('ines', viewport, 'en', '/membership');
    await page.getByTestId('privilege-table').waitFor();
    const rows = page.getByTestId('privilege-row');
    const labels = await rows.locator('th').allInnerTexts();
    expect(labels.map((label) => label.replace(/\s+/g, ' ').trim())).toEqual([
      'Free gifts a month',
      'Free translation characters a day',
      'Extra translation characters a month',
      'Member badge',
      'See whether your messages were read',
      'Random matches',
      'Choose who you meet in random matches',
    ]);
    // Every member's free characters a day, whatever the level; a membership's characters a month on top.
    const cells = async (label: string) =>
      (await rows.filter({ hasText: label }).locator('td').allInnerTexts()).map((cell) => cell.trim());
    expect(await cells('Free translation characters a day')).toEqual(['2,000', '2,000', '2,000']);
    expect(await cells('Extra translation characters a month')).toEqual(['0', '20K', '100K']);
    // Every member sees who follows them: no level sells it.
    expect(await page.getByTestId('privilege-table').textContent()).not.toMatch(/likes you/i);
    // Random matches (issue 22): a daily limit below SVIP, who one meets chosen with SVIP.
    expect(await cells('Choose who you meet')).toEqual(['—', '—', 'Yes']);
    expect(await page.getByTestId('privilege-table').textContent()).not.toMatch(/coming soon/i);
    await expectUsable(page);
    await page.context().close();
  });

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])('says so when /paySuccess has no payment, to a member and to a visitor (%s)', async (_size, viewport) => {
    const page = await open('ines', viewport, 'en', '/paySuccess');
    await page.getByTestId('payment-none').waitFor();
    const text = await page.getByTestId('screen-pay-success').innerText();
    expect(text).toContain('No payment here');
    expect(text).not.toMatch(/successful|credited|arrived/i);
    await expectUsable(page);
    const visitor = await browser.newPage({ viewport });
    await visitor.goto(`${stack.bffUrl}/paySuccess`);
    await visitor.getByTestId('payment-none').waitFor();
    expect(await visitor.getByTestId('screen-pay-success').innerText()).not.toMatch(/successful/i);
    // Back from a payment without a session: the spec's words, under a title that claims nothing.
    await visitor.goto(`${stack.bffUrl}/paySuccess?payment=00000000-0000-4000-8000-000000000000`);
    await visitor.getByTestId('payment-elsewhere').waitFor();
    expect(await visitor.getByTestId('screen-pay-success').innerText()).toMatch(
      /^Back from the payment\s+You can close this window/,
    );
    await visitor.close();
    await page.context().close();
  });

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])(
    'names on each bill line the gift and the member, and for whom a membership was bought; the packs tab shows where the characters went (%s)',
    async (size, viewport) => {
      // A member of her own for each size, so each sees the lines of one run.
      const key = `shopper-${size}`;
      const shopperId = (
        await stack.upstream.accounts.createMember({
          email: `${key}@example.test`,
          password: PASSWORD,
          nickname: 'Shopper',
          language: 'en',
        })
      ).id;
      await creditCoins(stack.upstream, shopperId, 200, `e2e-${key}`);
      const session = await new GraphQLSession(stack.bffUrl).login(`${key}@example.test`, PASSWORD);
      const ok = async (query: string, input: Record<string, unknown>) => {
        const answer = await session.request(query, { input });
        expect(answer.errors).toBeUndefined();
        return answer.data;
      };
      await ok(`mutation($input: GiftSendInput!) { giftSend(input: $input) { __typename } }`, {
        userId: globalId(ids.ines),
        giftId: 2,
        count: 3,
        idempotencyKey: `${key}-gift`,
      });
      await ok(`mutation($input: MembershipPurchaseInput!) { membershipPurchase(input: $input) { __typename } }`, {
        planId: 1,
        userId: globalId(ids.ines),
        idempotencyKey: `${key}-vip`,
      });
      await ok(
        `mutation($input: TranslationPackPurchaseInput!) { translationPackPurchase(input: $input) { __typename } }`,
        { packId: 1, idempotencyKey: `${key}-pack` },
      );
      // Pablo writes in Spanish; the shopper, her free characters of the day spent, reads it in English on the pack's
      // characters.
      await useFreeCharacters(stack.upstream, shopperId);
      const pablo = await new GraphQLSession(stack.bffUrl).login('pablo@example.test', PASSWORD);
      const conversation = (
        await pablo.request(`query($id: ID!) { viewer { conversationWith(userId: $id) { id } } }`, {
          id: globalId(shopperId),
        })
      ).data.viewer.conversationWith.id;
      const text = 'Me gusta mucho caminar por la montaña.';
      const sent = await pablo.request(
        `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename ... on MessageSendPayload { sentMessage { id } } } }`,
        {
          input: { conversationId: conversation, clientId: `${key}-hola`, text, translate: false },
        },
      );
      await ok(`mutation($input: MessageTranslateInput!) { messageTranslate(input: $input) { __typename } }`, {
        messageId: sent.data.messageSend.sentMessage.id,
        targetLanguage: 'en',
      });

      const page = await open(key, viewport, 'en', '/account?index=2');
      const line = (type: string) => page.locator(`[data-testid="bill-row"][data-type="${type}"]`).first();
      await line('gift_sent').waitFor();
      expect(await line('gift_sent').innerText()).toMatch(/Gift sent\s+3 × Coffee to Inés/);
      expect(await line('gift_sent').getByRole('link', { name: 'Inés' }).getAttribute('href')).toBe(
        `/userHomePage/${encodeURIComponent(globalId(ids.ines))}`,
      );
      expect(await line('membership').innerText()).toMatch(/Membership\s+VIP, 1 month, for Inés/);
      // The coins tab shows coins only: the pack is one line saying what it bought; its characters are on the packs
      // tab.
      expect(await page.locator('[data-testid="bill-row"][data-type="translation_pack"]').count()).toBe(1);
      expect(await line('translation_pack').innerText()).toMatch(
        /Translation pack\s+10,000 characters[\s\S]*[-−]20 coins/,
      );
      expect(
        (await page.getByTestId('bill-list').locator('.bill-change').allInnerTexts()).filter(
          (change) => !/coins?$/.test(change.trim()),
        ),
      ).toEqual([]);
      await expectUsable(page);

      // The packs tab: what the pack added and what the translation took, and no coins.
      await navigate(page, '/account?index=3');
      const history = page.getByTestId('bill-list');
      await history.getByRole('heading', { name: 'Character history' }).waitFor();
      await expect.poll(() => history.getByTestId('bill-row').count()).toBe(2);
      const [translation, pack] = await history.getByTestId('bill-row').allInnerTexts();
      expect(translation).toMatch(
        new RegExp(
          `Translation\\s+${[...text].length} characters into English, with Pablo[\\s\\S]*[-−]${[...text].length} characters`,
        ),
      );
      expect(pack).toMatch(/Translation pack[\s\S]*\+10,000 characters/);
      expect(await history.innerText()).not.toMatch(/coins/);
      await expectUsable(page);
      await page.context().close();
    },
  );

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])('leads back to the conversation that asked for the coins once they are paid (%s)', async (_size, viewport) => {
    const page = await open('omar', viewport, 'en', `/chat?with=${encodeURIComponent(globalId(ids.ines))}`);
    await page.getByTestId('chat-red-packet').click();
    await page.getByTestId('red-packet-custom').fill('10');
    await page.getByTestId('red-packet-send').click();
    await page.getByTestId('insufficient-coins').waitFor();
    await page.getByTestId('insufficient-recharge').click();
    await page.getByTestId('screen-coins').waitFor();
    await page.getByTestId('coin-package-10').click();
    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/paySuccess\?/);
    await expect.poll(() => page.getByTestId('payment-progress').getAttribute('data-state')).toBe('completed');
    const back = page.getByTestId('pay-success-chat');
    expect(await back.innerText()).toBe('Back to the conversation with Inés');
    await expectUsable(page);
    await back.click();
    await page.getByTestId('chat-window').waitFor();
    expect(new URL(page.url()).searchParams.get('with')).toBe(globalId(ids.ines));
    // The coins are there for what the conversation wanted.
    await page.getByTestId('chat-red-packet').click();
    await page.getByTestId('red-packet-custom').fill('10');
    await page.getByTestId('red-packet-send').click();
    await page.getByTestId('red-packet-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('insufficient-coins').count()).toBe(0);
    await page.getByTestId('red-packet').last().waitFor();
    await page.context().close();
  });

  it('asks for the coins tab’s, the packs tab’s and /paySuccess’s data while their screens’ code is still on its way', async () => {
    const page = await open('ines');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        asked.push(request.postDataJSON()?.operationName);
    });
    for (const [path, chunk, operation, shown] of [
      ['/account?index=2', 'AccountScreen', 'AccountScreenQuery', 'screen-coins'],
      ['/account?index=3', 'AccountScreen', 'AccountScreenQuery', 'screen-translation-packs'],
      [
        '/paySuccess?payment=00000000-0000-4000-8000-000000000000',
        'PaySuccessScreen',
        'PaySuccessScreenQuery',
        'payment-progress',
      ],
    ]) {
      // The screen's chunk waits until its query has gone out: the route started both.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const chunkUrl = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route(chunkUrl, hold);
      asked.length = 0;
      await page.goto(`${stack.bffUrl}${path}`, { waitUntil: 'commit' });
      await expect.poll(() => asked, { timeout: 10_000 }).toContain(operation);
      release();
      await page.getByTestId(shown).waitFor();
      await page.unroute(chunkUrl, hold);
    }
    await page.context().close();
  });
});
