import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { launchBrowser, loggedInPage } from '../support/browser';
import { registerMember, startStack } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * The web download budget (issue 9): the JavaScript a page needs before it shows, measured in
 * Chromium against the real stack with an empty cache. A script counts when the page asked for
 * it before it was ready: index.html's scripts, their static imports, and the lazy chunks
 * (screen, messages) the route needs to show.
 */
const KB = 1024;
const VIEWPORT = { width: 1280, height: 800 };
const GOALS_GZIP = { login: 150 * KB, shell: 220 * KB };

interface Weighed {
  scripts: number;
  /** Decoded bytes. */
  raw: number;
  /** Bytes on the wire, as the server encoded them. */
  wire: number;
}

/** Opens `url` in a fresh context and weighs the scripts it requested until `ready` resolved. */
async function weighScripts(
  browser: Browser,
  options: BrowserContextOptions,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Weighed> {
  const context = await browser.newContext({ ...options, viewport: VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const requested: Request[] = [];
    let counting = true;
    page.on('request', (request) => {
      if (counting && request.resourceType() === 'script') requested.push(request);
    });
    await page.goto(url);
    await ready(page);
    counting = false;
    const weighed: Weighed = { scripts: requested.length, raw: 0, wire: 0 };
    for (const request of requested) {
      const response = await request.response();
      if (!response) throw new Error(`no response for ${request.url()}`);
      await response.finished();
      weighed.raw += (await response.body()).length;
      weighed.wire += (await request.sizes()).responseBodySize;
    }
    return weighed;
  } finally {
    await context.close();
  }
}

/** Weighs a page twice: as a browser that takes only gzip (the goal's unit) and as Chromium itself (br). */
async function reportPage(
  browser: Browser,
  name: string,
  goalGzip: number,
  options: BrowserContextOptions,
  url: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const gzip = await weighScripts(browser, { ...options, extraHTTPHeaders: { 'accept-encoding': 'gzip' } }, url, ready);
  const br = await weighScripts(browser, options, url, ready);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const verdict = gzip.wire <= goalGzip ? 'within' : `over by ${kb(gzip.wire - goalGzip)}`;
  console.log(
    `${name.padEnd(24)} ${String(gzip.scripts).padStart(2)} scripts  ${kb(gzip.raw).padStart(9)} raw  ${kb(gzip.wire).padStart(9)} gzip  ${kb(br.wire).padStart(9)} br` +
      `   goal ≤ ${kb(goalGzip)} gzip: ${verdict}`,
  );
}

/** `npm run bench`, web part: builds the client, serves it from a real stack and prints the budget. */
export async function benchWebDownload() {
  console.log('\nweb download: JavaScript before the page shows (Chromium, empty cache, bytes on the wire)');
  const webDist = buildWebClient();
  const stack = await startStack({ webDist });
  const browser = await launchBrowser();
  try {
    await reportPage(browser, '/login', GOALS_GZIP.login, {}, `${stack.bffUrl}/login`, (page) =>
      page.getByTestId('login-email').waitFor(),
    );

    const member = { email: 'bench-web@example.test', password: 'benchmark password', nickname: 'Bench Web' };
    await registerMember(stack.upstreamUrl, member);
    const loggedIn = await loggedInPage(browser, stack.bffUrl, member.email, member.password, VIEWPORT);
    const storageState = await loggedIn.context().storageState();
    await loggedIn.context().close();
    await reportPage(
      browser,
      'shell at /onlineDating',
      GOALS_GZIP.shell,
      { storageState },
      `${stack.bffUrl}/onlineDating`,
      async (page) => {
        await page.getByTestId('viewer-nickname').waitFor();
        await page.getByTestId('meet-screen').waitFor();
      },
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
