import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loggedInPage, navigate } from '../support/browser';
import { GraphQLSession } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

const PASSWORD = 'long enough password';

describe('members find each other in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const account: Record<string, number> = {};

  beforeAll(async () => {
    const webDist = buildWebClient();
    stack = await startStack({ webDist });
    browser = await launchBrowser();
    for (const [name, nickname] of [
      ['mila', 'Mila'],
      ['tomas', 'Tomás'],
    ]) {
      const user = await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname,
        language: 'en',
      });
      account[name] = user.id + 100000;
    }
    // Tomás has a photo in his album.
    const tomas = new GraphQLSession(stack.bffUrl);
    await tomas.request(
      `mutation { sessionLogin(input: { email: "tomas@example.test", password: "${PASSWORD}" }) { __typename } }`,
    );
    const { data } = await tomas.request(`mutation { albumUploadGrant { uploadUrl } }`);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#6a5cff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${stack.bffUrl}${data.albumUploadGrant.uploadUrl}`, {
      method: 'POST',
      body: new Uint8Array(jpeg),
    }).then((r) => r.json());
    await tomas.request(`mutation($key: String!) { albumPhotoAdd(input: { uploadKey: $key }) { __typename } }`, {
      key: uploaded.data.key,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const loggedIn = (email: string, viewport: { width: number; height: number }) =>
    loggedInPage(browser, stack.bffUrl, email, PASSWORD, viewport);

  it('searches by ID, follows, sees the count on the other side, blocks', async () => {
    const mila = await loggedIn('mila@example.test', { width: 1280, height: 800 });
    // Her own ID and an unknown one are refused with a warning.
    await mila.getByTestId('id-search').fill(String(account.mila));
    await mila.getByTestId('id-search-submit').click();
    await mila.getByTestId('id-search-warning').waitFor();
    await mila.getByTestId('id-search').fill('999999');
    await mila.getByTestId('id-search-submit').click();
    await expect.poll(() => mila.getByTestId('id-search-warning').innerText()).toMatch(/does not exist/);

    await mila.getByTestId('id-search').fill(String(account.tomas));
    await mila.getByTestId('id-search-submit').click();
    await mila.waitForURL(/\/userHomePage\//);
    await expect.poll(() => mila.getByTestId('user-nickname').textContent()).toBe('Tomás');
    await expect.poll(() => mila.getByTestId('user-album').locator('img').count()).toBe(1);
    await mila.getByTestId('user-follow').click();
    await mila.getByTestId('user-is-following').waitFor();
    await expect.poll(() => mila.getByTestId('user-follower-count').textContent()).toBe('1 follower');

    // Tomás, on a phone, sees his new follower on his own page.
    const tomas = await loggedIn('tomas@example.test', { width: 390, height: 844 });
    const tomasId = await tomas.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
      });
      return (await response.json()).data.viewer.user.id as string;
    });
    await navigate(tomas, `/userHomePage/${encodeURIComponent(tomasId)}`);
    await expect.poll(() => tomas.getByTestId('user-follower-count').textContent()).toBe('1 follower');
    // ...in his followers and his visitors; and Mila sees him among those she follows.
    await navigate(tomas, '/followMe');
    await expect.poll(() => tomas.getByTestId('member-row').allInnerTexts()).toEqual([expect.stringContaining('Mila')]);
    await navigate(tomas, '/myVisitors');
    await expect
      .poll(() => tomas.getByTestId('member-row').allInnerTexts())
      .toEqual([expect.stringMatching(/Mila[\s\S]*Visited/)]);
    await navigate(mila, '/myLike');
    await expect.poll(() => mila.getByTestId('member-row').allInnerTexts()).toEqual([expect.stringContaining('Tomás')]);

    // Tomás blocks Mila from her page; she can no longer find him.
    // Tomás finds Mila's page through search (the header search is hidden on a phone).
    const milaGlobal = await tomas.evaluate(async (accountNumber) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({
          query:
            'query($q: String!) { userSearch(query: $q) { ... on UserSearchPayload { results(first: 1) { edges { node { id } } } } } }',
          variables: { q: String(accountNumber) },
        }),
      });
      return (await response.json()).data.userSearch.results.edges[0].node.id as string;
    }, account.mila);
    await navigate(tomas, `/userHomePage/${encodeURIComponent(milaGlobal)}`);
    await tomas.getByTestId('user-more').click(); // what ends something is in the page's menu
    await tomas.getByTestId('user-block').click();
    await tomas.getByTestId('block-dialog-confirm').click();
    await tomas.waitForURL(/\/onlineDating$/);

    await navigate(mila, '/onlineDating');
    await mila.getByTestId('id-search').fill(String(account.tomas));
    await mila.getByTestId('id-search-submit').click();
    await expect.poll(() => mila.getByTestId('id-search-warning').innerText()).toMatch(/does not exist/);
    await navigate(mila, `/userHomePage/${encodeURIComponent(tomasId)}`);
    await mila.getByTestId('user-unavailable').waitFor();

    // Tomás changes his mind on his page: Mila leaves his blocked list and can see him again.
    await navigate(tomas, '/myInfo');
    const blocked = tomas.getByTestId('blocked-member');
    await expect.poll(() => blocked.allInnerTexts()).toEqual([expect.stringContaining('Mila')]);
    await blocked.getByTestId('unblock').click();
    await tomas.getByTestId('blocked-none').waitFor();
    await mila.reload();
    await expect.poll(() => mila.getByTestId('user-nickname').textContent()).toBe('Tomás');
  });

  it('manages my page on a phone: zero counts, album upload and delete, privacy', async () => {
    await stack.upstream.accounts.createMember({
      email: 'ines@example.test',
      password: PASSWORD,
      nickname: 'Inès',
      language: 'en',
    });
    const page = await loggedIn('ines@example.test', { width: 390, height: 844 });
    await page.goto(`${stack.bffUrl}/myInfo`);
    await page.getByTestId('stat-followers').click();
    await expect.poll(() => page.getByTestId('my-info-notice').innerText()).toBe('No followers yet.');
    expect(new URL(page.url()).pathname).toBe('/myInfo');

    await page
      .getByTestId('album-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect.poll(() => page.getByTestId('my-info-notice').innerText()).toMatch(/Wrong image format/);
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#1b873f' } })
      .png()
      .toBuffer();
    await page.getByTestId('album-file').setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('album-photo').count(), { timeout: 10_000 }).toBe(1);
    const src = await page.getByTestId('album-photo').locator('img').getAttribute('src');
    expect((await page.request.get(`${stack.bffUrl}${src}`)).status()).toBe(200);

    await page.getByTestId('privacy-hiddenFromSearch').check();
    await page.reload();
    await expect.poll(() => page.getByTestId('privacy-hiddenFromSearch').isChecked()).toBe(true);

    // A photo opens in the preview; Escape closes it.
    await page.getByTestId('album-photo-open').click();
    await page.getByTestId('image-preview').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(0);

    await page.getByTestId('album-photo').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('album-photo').count()).toBe(0);
  });

  it('lays the shell out for the screen: sidebar with balances when wide, bottom bar when narrow', async () => {
    const page = await loggedIn('mila@example.test', { width: 1280, height: 800 });
    await page.getByTestId('sidebar').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('bottom-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('balance-gold').innerText()).toBe('0');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Visitors' }).click({ timeout: 5000 });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/myVisitors');
    // Crossing the breakpoint re-lays the app out on the meet-ups screen (spec §2).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/onlineDating');
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Mine' }).click({ timeout: 5000 });
    await page.getByTestId('my-info').waitFor({ timeout: 5000 });
  });

  it('loads more followers when the member scrolls to the bottom', async () => {
    await stack.upstream.accounts.createMember({
      email: 'popular@example.test',
      password: PASSWORD,
      nickname: 'Popular',
      language: 'en',
    });
    const star = new GraphQLSession(stack.bffUrl);
    const login = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { ... on SessionLoginPayload { viewer { user { id } } } } }`;
    const starId = (await star.request(login, { input: { email: 'popular@example.test', password: PASSWORD } })).data
      .sessionLogin.viewer.user.id;
    for (let n = 0; n < 25; n++) {
      const email = `admirer${n}@example.test`;
      await stack.upstream.accounts.createMember({
        email,
        password: PASSWORD,
        nickname: `Admirer ${n}`,
        language: 'en',
      });
      const fan = new GraphQLSession(stack.bffUrl);
      await fan.request(login, { input: { email, password: PASSWORD } });
      await fan.request('mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }', { id: starId });
    }
    const page = await loggedIn('popular@example.test', { width: 390, height: 844 });
    await page.goto(`${stack.bffUrl}/followMe`);
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(20);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.getByTestId('member-row').count(), { timeout: 5000 }).toBe(25);
  }, 60_000);
});
