import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loggedInPage } from '../support/browser';
import { useFreeCharacters } from '../support/ledger';
import { GraphQLSession } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Moments in Chromium (issue 21), two members in two browsers, on a laptop and on a phone: A publishes a moment with
 * two photos; B, who follows A, sees the "new moments" pill rather than the list moving, taps it and sees the moment,
 * likes it and comments in Spanish; A sees the counts change live and translates the comment (Apertium, es → en); a
 * burn-after-reading moment's photos show once for their countdown and stay hidden after a reload (until its author
 * gives the views back); A pins a moment and it leads /myspace and A's home page; B hides like counts; A deletes the
 * pinned moment and it vanishes from B's screen.
 */

const PASSWORD = 'long enough password';
const SIZES = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');
const SPANISH_COMMENT = 'Me gusta mucho la playa';

describe('moments between two members in Chromium (issue 21)', () => {
  let stack: Stack;
  let browser: Browser;
  let png: (colour: string) => Promise<Buffer>;

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    png = (colour) =>
      sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
        .png()
        .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function member(key: string, nickname: string, language = 'en') {
    const email = `${key}@example.test`;
    const user = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language });
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    return { id: globalId(user.id), upstreamId: user.id, email, nickname, session };
  }

  /** A moment published over GraphQL, before the member's browser logs in (its photo in `colour`). */
  async function publish(session: GraphQLSession, text: string, colour = '#d0a040') {
    const { data: grant } = await session.request('mutation { momentPhotoUploadGrant { uploadUrl } }');
    const uploaded = await fetch(`${stack.bffUrl}${grant.momentPhotoUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(await png(colour)),
    }).then((answer) => answer.json());
    const { data } = await session.request(
      `mutation($input: MomentPublishInput!) {
        momentPublish(input: $input) { __typename ... on Error { message } }
      }`,
      { input: { text, uploadKeys: [uploaded.data.key] } },
    );
    expect(data.momentPublish.__typename).toBe('MomentPublishPayload');
  }

  const settled = (page: Page) =>
    page.waitForFunction(() => document.querySelector('#root > *') && !document.querySelector('.loading'));
  const moment = (page: Page, text: string): Locator => page.getByTestId('moment').filter({ hasText: text });

  it.each(SIZES)(
    'a moment is published, seen, liked, commented on, translated, burned, pinned and deleted (%s)',
    async (name, size) => {
      const ana = await member(`ana-${name}`, `Ana ${name}`);
      const beto = await member(`beto-${name}`, `Beto ${name}`);
      await beto.session.request('mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }', {
        id: ana.id,
      });
      // An earlier moment, so B's square has a first page the pill counts from.
      await publish(ana.session, `Good morning from ${name}`);

      const a = await loggedInPage(browser, stack.bffUrl, ana.email, PASSWORD, size);
      const b = await loggedInPage(browser, stack.bffUrl, beto.email, PASSWORD, size, 'en', {
        fakeClock: true,
        at: '/dynamicSquare',
      });
      a.context().setDefaultTimeout(10_000);
      b.context().setDefaultTimeout(10_000);
      await moment(b, `Good morning from ${name}`).waitFor();

      // A publishes a moment with two photos from /myspace: previews with their progress, then the moment leads it.
      await a.goto(`${stack.bffUrl}/myspace`);
      await settled(a);
      await a.getByTestId('publish-open').click();
      const dialog = a.getByTestId('publish-dialog');
      // Nothing written yet: said, nothing sent.
      await dialog.getByTestId('publish-submit').click();
      await dialog.getByTestId('publish-error').waitFor();
      await dialog.getByTestId('publish-text').fill(`Sunset in Valencia (${name})`);
      // Said about the text before: gone once she writes.
      expect(await dialog.getByTestId('publish-error').count()).toBe(0);
      await dialog.getByTestId('publish-file').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await png('#e07040') },
        { name: 'two.png', mimeType: 'image/png', buffer: await png('#4070e0') },
      ]);
      await expect.poll(() => dialog.getByTestId('publish-photo-ready').count()).toBe(2);
      await dialog.getByTestId('publish-submit').click();
      await dialog.waitFor({ state: 'detached' });
      const sunsetA = moment(a, `Sunset in Valencia (${name})`);
      await sunsetA.waitFor();
      expect(await a.getByTestId('moment').first().innerText()).toContain('Sunset in Valencia');
      expect(await sunsetA.getByTestId('moment-picture').count()).toBe(2);

      // B's list did not move: the pill says one new moment; a tap shows it at the top, with its two photos.
      const pill = b.getByTestId('moments-new-pill');
      await expect.poll(() => pill.innerText()).toBe('1 new moment');
      expect(await b.getByTestId('moment').first().innerText()).toContain('Good morning');
      await pill.click();
      const sunsetB = moment(b, `Sunset in Valencia (${name})`);
      await sunsetB.waitFor();
      expect(await b.getByTestId('moment').first().innerText()).toContain('Sunset in Valencia');
      expect(await sunsetB.getByTestId('moment-picture').count()).toBe(2);
      await pill.waitFor({ state: 'detached' });
      // The photos open large; the next one comes with the arrow key (laptop) or a swipe (phone).
      await sunsetB.getByTestId('moment-picture-open').first().click();
      const viewer = b.getByTestId('moment-photo-viewer');
      expect(await viewer.getByTestId('moment-photo-position').innerText()).toBe('1 / 2');
      if (name === 'laptop') await b.keyboard.press('ArrowRight');
      else {
        // A finger's swipe to the left, as pointer events.
        const stage = await viewer.getByTestId('moment-photo-stage').boundingBox();
        if (!stage) throw new Error('the photo is not shown');
        const y = stage.y + stage.height / 2;
        await b.mouse.move(stage.x + stage.width * 0.8, y);
        await b.mouse.down();
        await b.mouse.move(stage.x + stage.width * 0.2, y, { steps: 4 });
        await b.mouse.up();
      }
      expect(await viewer.getByTestId('moment-photo-position').innerText()).toBe('2 / 2');
      await b.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      // A keeps the moment's comments open (live); B likes it (the count moves at once) and comments in Spanish.
      await sunsetA.getByTestId('moment-comments-open').click();
      await sunsetA.getByTestId('moment-comments-empty').waitFor();
      await sunsetB.getByTestId('moment-like').click();
      expect(await sunsetB.getByTestId('moment-like-count').innerText()).toBe('1 like');
      await sunsetB.getByTestId('moment-comments-open').click();
      await sunsetB.getByTestId('moment-comment-input').fill(SPANISH_COMMENT);
      await sunsetB.getByTestId('moment-comment-send').click();
      await sunsetB.getByTestId('moment-comment').filter({ hasText: SPANISH_COMMENT }).waitFor();

      // A sees the counts change and the comment arrive, and translates it; the original is one tap away.
      await expect.poll(() => sunsetA.getByTestId('moment-like-count').innerText()).toBe('1 like');
      await expect.poll(() => sunsetA.getByTestId('moment-comments-open').innerText()).toBe('1 comment');
      // (Found by its author: once translated, its text is another.)
      const comment = sunsetA.getByTestId('moment-comment').filter({ hasText: beto.nickname });
      await comment.getByText(SPANISH_COMMENT).waitFor();
      await comment.getByTestId('moment-comment-text-translate').click();
      const text = comment.getByTestId('moment-comment-text');
      await text.and(a.locator('[data-translated]')).waitFor();
      expect(await text.innerText()).not.toBe(SPANISH_COMMENT);
      expect(await text.innerText()).toMatch(/beach/i);
      await comment.getByTestId('moment-comment-text-original').click();
      expect(await text.innerText()).toBe(SPANISH_COMMENT);
      // A replies: the reply names B and goes under B's comment; A deletes it again (after confirming).
      await comment.getByTestId('moment-comment-reply').click();
      expect(await sunsetA.getByTestId('moment-comment-input').getAttribute('placeholder')).toContain(beto.nickname);
      await sunsetA.getByTestId('moment-comment-input').fill('Thank you!');
      await sunsetA.getByTestId('moment-comment-send').click();
      const reply = sunsetA.getByTestId('moment-comment').filter({ hasText: 'Thank you!' });
      expect(await reply.getByTestId('moment-comment-reply-to').innerText()).toBe(`to ${beto.nickname}`);
      expect(await sunsetA.getByTestId('moment-comment').last().innerText()).toContain('Thank you!');
      await reply.getByTestId('moment-comment-delete').click();
      await a.getByTestId('moment-comment-delete-confirm-confirm').click();
      await reply.waitFor({ state: 'detached' });
      await expect.poll(() => sunsetA.getByTestId('moment-comments-open').innerText()).toBe('1 comment');

      // A burn-after-reading moment: B taps, sees its photo for the countdown, then it is hidden, also after a reload.
      // (Published from A's page: logging in there ended the test's own session.)
      await a.getByTestId('publish-open').click();
      await dialog.getByTestId('publish-text').fill(`Only once (${name})`);
      await dialog
        .getByTestId('publish-file')
        .setInputFiles({ name: 'three.png', mimeType: 'image/png', buffer: await png('#40a070') });
      await dialog.getByTestId('publish-kind-BURN_AFTER_READING').check();
      await dialog.getByTestId('publish-photo-ready').waitFor({ state: 'attached' });
      await dialog.getByTestId('publish-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await moment(a, `Only once (${name})`).getByTestId('moment-burn-own').waitFor();
      await expect.poll(() => pill.innerText()).toBe('1 new moment');
      await pill.click();
      const burn = moment(b, `Only once (${name})`);
      await burn.getByTestId('moment-burn-view').click();
      await burn.getByTestId('moment-burn-showing').locator('img').first().waitFor();
      expect(await burn.getByTestId('moment-burn-countdown').innerText()).toMatch(/[45] seconds left/);
      expect(await burn.getByTestId('moment-burn-hidden').count()).toBe(0); // not before its countdown is over
      await b.clock.fastForward(6_000);
      await burn.getByTestId('moment-burn-hidden').waitFor();
      expect(await burn.locator('img').count()).toBe(0);
      await b.reload();
      await moment(b, `Only once (${name})`).getByTestId('moment-burn-hidden').waitFor();
      expect(await moment(b, `Only once (${name})`).getByTestId('moment-burn-view').count()).toBe(0);
      // Its author gives every viewer their one view back.
      const burnA = moment(a, `Only once (${name})`);
      await burnA.getByTestId('moment-menu').click();
      await a.getByTestId('moment-burn-recover').click();
      await expect
        .poll(async () => {
          await b.reload();
          const burnB = moment(b, `Only once (${name})`);
          await burnB.locator('[data-testid="moment-burn-view"], [data-testid="moment-burn-hidden"]').waitFor();
          return burnB.getByTestId('moment-burn-view').count();
        })
        .toBe(1);

      // A pins the two-photo moment (not the newest): it leads /myspace and A's home page.
      await a.goto(`${stack.bffUrl}/myspace`);
      await settled(a);
      expect(await a.getByTestId('moment').first().innerText()).toContain('Only once');
      await sunsetA.getByTestId('moment-menu').click();
      await a.getByTestId('moment-pin').click();
      await expect.poll(() => a.getByTestId('moment').first().innerText()).toContain('Sunset in Valencia');
      await a.getByTestId('moment').first().getByTestId('moment-pinned').waitFor();
      await a.goto(`${stack.bffUrl}/userHomePage/${encodeURIComponent(ana.id)}`);
      const homeMoments = a.getByTestId('user-moments').getByTestId('moment');
      await homeMoments.first().waitFor();
      expect(await homeMoments.first().innerText()).toContain('Sunset in Valencia');
      expect(await homeMoments.count()).toBe(3);

      // B hides like counts (a privacy switch): the square shows none.
      await b.goto(`${stack.bffUrl}/myInfo`);
      await b.getByTestId('privacy-hideLikeCounts').check();
      await b.goto(`${stack.bffUrl}/dynamicSquare`);
      await sunsetB.getByTestId('moment-like').waitFor();
      expect(await sunsetB.getByTestId('moment-like').getAttribute('aria-pressed')).toBe('true');
      expect(await b.getByTestId('moment-like-count').count()).toBe(0);

      // B has it open, comments and all; A deletes it (after confirming) and it vanishes from B's screen.
      await b.goto(`${stack.bffUrl}/dynamicSquare`);
      await sunsetB.getByTestId('moment-comments-open').click();
      await sunsetB.getByTestId('moment-comment').first().waitFor();
      await a.goto(`${stack.bffUrl}/myspace`);
      await settled(a);
      await sunsetA.getByTestId('moment-menu').click();
      await a.getByTestId('moment-delete').click();
      await a.getByTestId('moment-delete-confirm-confirm').click();
      await sunsetA.waitFor({ state: 'detached' });
      await sunsetB.waitFor({ state: 'detached' });
      await b.reload();
      await moment(b, `Only once (${name})`).waitFor();
      expect(await sunsetB.count()).toBe(0);

      await a.context().close();
      await b.context().close();
    },
    90_000,
  );

  it('translates a moment written in Spanish, asks for characters when they run out, says a refused publish, and counts new moments after more loaded', async () => {
    const diego = await member('diego', 'Diego', 'es');
    const carla = await member('carla', 'Carla');
    // Carla has already published the ten moments an hour allows (before Diego's two, which lead the square).
    for (let i = 1; i <= 10; i++)
      await publish(carla.session, `Note ${i} of the hour`, `#${(i * 20).toString(16)}7090`);
    await publish(diego.session, 'Hoy fuimos a la playa con mis amigos', '#a0d040');
    await publish(diego.session, 'Mañana vamos a la montaña con mi hermano', '#40d0a0');

    const page = await loggedInPage(browser, stack.bffUrl, carla.email, PASSWORD, SIZES[0][1], 'en', {
      at: '/dynamicSquare',
    });
    page.context().setDefaultTimeout(10_000);

    // The moment's own text, into Carla's English through Apertium; its original one tap away.
    // (Held by its id: once translated, its text is another.)
    const beachId = await moment(page, 'playa').getAttribute('data-moment-id');
    const beach = page.locator(`[data-moment-id="${beachId}"]`);
    await beach.getByTestId('moment-text-translate').click();
    const text = beach.getByTestId('moment-text');
    await text.and(page.locator('[data-translated]')).waitFor();
    expect(await text.innerText()).toMatch(/beach/i);
    expect(await beach.getByTestId('moment-text-translation').innerText()).toContain('Translated from Spanish by');
    await beach.getByTestId('moment-text-original').click();
    expect(await text.innerText()).toBe('Hoy fuimos a la playa con mis amigos');

    // Today's free characters spent and no pack: the purchase prompt, focus inside it; Escape leaves it untranslated.
    await useFreeCharacters(stack.upstream, carla.upstreamId);
    const mountain = moment(page, 'montaña');
    await mountain.getByTestId('moment-text-translate').click();
    const prompt = page.getByTestId('insufficient-coins');
    await prompt.waitFor();
    expect(await prompt.getByTestId('insufficient-detail').innerText()).toMatch(/characters/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="insufficient-coins"]'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    expect(await mountain.locator('[data-translated]').count()).toBe(0);
    expect(await mountain.getByTestId('moment-text').innerText()).toBe('Mañana vamos a la montaña con mi hermano');

    // An eleventh moment within the hour: the server's refusal is said in the dialog, and what she wrote stays.
    await page.getByTestId('publish-open').click();
    const dialog = page.getByTestId('publish-dialog');
    await dialog.getByTestId('publish-text').fill('One more from the lake');
    await dialog
      .getByTestId('publish-file')
      .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: await png('#2080c0') });
    await dialog.getByTestId('publish-photo-ready').waitFor({ state: 'attached' });
    await dialog.getByTestId('publish-submit').click();
    await expect
      .poll(() => dialog.getByTestId('publish-error').innerText())
      .toBe('You can publish at most 10 moments an hour. Please try again later.');
    expect(await dialog.getByTestId('publish-text').inputValue()).toBe('One more from the lake');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await moment(page, 'One more from the lake').count()).toBe(0);

    // Twelve moments or more (the other tests' too): the square loads past its first ten on asking, and the pill still
    // counts from the list's top, so a moment Diego publishes now is the one new moment (not every one above the page
    // loaded last).
    expect(await page.getByTestId('moment').count()).toBe(10);
    await page.getByTestId('moments-more').click();
    await expect.poll(() => page.getByTestId('moment').count()).toBeGreaterThan(10);
    await publish(diego.session, 'Esta noche cenamos paella', '#d04040');
    const pill = page.getByTestId('moments-new-pill');
    await expect.poll(() => pill.innerText()).toBe('1 new moment');
    // It stands as tall as its words (its row takes no room, so the list does not move).
    expect(await pill.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    await page.context().close();
  }, 60_000);
});
