import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { paths } from '../../web/src/routing/paths';
import { GraphQLSession } from './graphql-session';

/**
 * Debian's Chromium, headless, with no network chatter of its own (the machine is offline): its headless shell
 * (package `chromium-headless-shell`, the same release and engine as `/usr/bin/chromium`, and the build Playwright runs
 * headless by default). `chromium --headless` is the whole browser without a window: each context is a window that
 * starts the browser's own WebUI renderers beside the page's, and the browser files took 1.7 times as long on it
 * (docs/architecture.md, "Tests"). `CHROMIUM_PATH` runs another build.
 */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The worker's Chromium, kept from one test file to the next (the browser project's workers keep their modules). */
let workerChromium: Promise<Browser> | undefined;

/**
 * Chromium for a test file. In a Vitest worker, the worker's one Chromium: each file gets its own contexts (cookies,
 * storage, cache) and its `close()` closes those, not the browser, which the next file uses (a launch costs one to two
 * seconds; Playwright ends the browser with the worker). Elsewhere (the bench), a browser of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!process.env.VITEST) return launchChromium();
  if (workerChromium && !(await workerChromium.catch(() => null))?.isConnected()) workerChromium = undefined;
  workerChromium ??= launchChromium();
  return forOneFile(await workerChromium);
}

/**
 * Contexts ask for reduced motion, as some members' systems do: the app then draws no endless spinner or shimmer, whose
 * frames cost Chromium's renderer CPU beside every wait of the run's other file.
 */
const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

/** The shared browser as one file sees it: the contexts it opens, closed by its `close()`. */
function forOneFile(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const opened = (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => opened(await browser.newContext({ ...REDUCED_MOTION, ...options })),
    newPage: async (options) => {
      const page = await browser.newPage({ ...REDUCED_MOTION, ...options });
      opened(page.context());
      return page;
    },
    contexts: () => [...contexts],
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(own, property)) return own[property as keyof Browser];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A new browser context (its own cookies) logged in, at `viewport`, the browser in `locale` (English by default), on
 * the page a login lands on or at `options.at`. The login is the BFF's own (`sessionLogin`), its cookie handed to the browser: the login
 * screen itself is tested in tests/e2e/session.test.ts and accounts.test.ts, and skipping it saves a page load a test.
 */
export async function loggedInPage(
  browser: Browser,
  bffUrl: string,
  email: string,
  password: string,
  viewport: { width: number; height: number },
  locale = 'en',
  options: { fakeClock?: boolean; at?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  await logIn(context, bffUrl, email, password);
  // Playwright's clock: time runs as usual until the test moves it on (`page.clock.fastForward`).
  if (options.fakeClock) await context.clock.install();
  const page = await context.newPage();
  // Where the test starts (each page load costs a second of the machine's two cores): the test waits for that
  // screen's own content; on the home page, for the shell.
  await page.goto(`${bffUrl}${options.at ?? paths.home()}`);
  if (!options.at) await page.getByTestId('viewer-nickname').waitFor({ state: 'attached' });
  return page;
}

/**
 * Goes to `route` inside the app already loaded (as a link would, without loading the page and its scripts again),
 * then waits until the app shows it: `<html data-route>` names it once the navigation has committed (React keeps
 * the old screen until the new one is ready), and nothing is loading. The history entry is the router's own shape,
 * with a key of its own as each of the router's navigations has: a route starts its query once per key, so without
 * one /account?index=2 would show index=1's answer and /chat?with= the conversation list.
 */
export async function navigate(page: Page, route: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
  await page.waitForFunction(
    (to) =>
      // A screen that redirects to itself with a search (/shopping to its first shelf) names that.
      (document.documentElement.dataset.route === to ||
        (!to.includes('?') && document.documentElement.dataset.route?.startsWith(`${to}?`))) &&
      document.querySelector('#root > *') &&
      !document.querySelector('.loading'),
    route,
    { timeout: 10_000 },
  );
}

/** Logs the context's pages in: the BFF's own login (`sessionLogin`), its session cookie handed to the browser. */
export async function logIn(context: BrowserContext, bffUrl: string, email: string, password: string) {
  const session = await new GraphQLSession(bffUrl).login(email, password);
  const [name, value] = session.cookie!.split('=');
  await context.addCookies([{ name, value, url: bffUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** How wide the page is: wider than the viewport means the member scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The elements that stick out past the right edge of the viewport (the innermost ones), to say what is too wide. */
export function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > right + 0.5,
    );
    return wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} “${(element.textContent ?? '').trim().slice(0, 30)}”`,
      );
  });
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core (injected from node_modules) over the page as it is now, and returns its
 * violations of the given impacts (by default the serious and critical ones). A rule whose own impact is none of those
 * (axe gives every rule one, which all its findings take) cannot add to the answer and is not run: a third of the
 * rules, `region` among them, which walks the whole page.
 */
export async function axeViolations(
  page: Page,
  impacts: ReadonlyArray<string> = ['serious', 'critical'],
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async (wanted) => {
    const axe = (
      window as unknown as {
        axe: {
          _audit: { rules: Array<{ id: string; impact?: string }> };
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const unwanted = axe._audit.rules.filter((rule) => rule.impact !== undefined && !wanted.includes(rule.impact));
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(unwanted.map((rule) => [rule.id, { enabled: false }])),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, impacts);
  return violations.filter((violation) => impacts.includes(violation.impact));
}
