/*
 * Across's service worker: web push only (no caching, no fetch handler). A push says which kind of notice came, how
 * many people and the latest one's nickname, never a message's or a moment's text (docs/contract.md, web push). The
 * page sends the member's wording (their language's notice lines, as the build compiled them) when push is turned
 * on; the worker keeps it in its cache and says the push with it, else in plain English.
 */
const STORE = 'across-push';
const WORDING = '/__across-push-wording';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'wording') return;
  const { language, lines, someone } = event.data;
  event.waitUntil(
    caches.open(STORE).then((cache) => cache.put(WORDING, new Response(JSON.stringify({ language, lines, someone })))),
  );
});

async function wording() {
  const cache = await caches.open(STORE);
  const stored = await cache.match(WORDING);
  return stored ? stored.json() : null;
}

/**
 * A compiled ICU message (formatjs's AST: 0 literal, 1 argument, 6 plural, 7 the plural's #) with `values`; a
 * message the worker cannot read is null.
 */
function format(elements, values, plural) {
  if (!Array.isArray(elements)) return null;
  let text = '';
  for (const element of elements) {
    if (element.type === 0) text += element.value;
    else if (element.type === 1) text += String(values[element.value] ?? '');
    else if (element.type === 7) text += String(plural.value);
    else if (element.type === 6) {
      const value = Number(values[element.value] ?? 0);
      const option =
        element.options[`=${value}`] ?? element.options[plural.rules.select(value)] ?? element.options.other;
      const inner = option && format(option.value, values, { rules: plural.rules, value });
      if (inner === null) return null;
      text += inner;
    } else return null;
  }
  return text;
}

const ENGLISH = {
  follow: 'followed you',
  friend: 'is now your friend',
  visit: 'visited your page',
  like: 'liked your moment',
  comment: 'commented on your moment',
  reply: 'replied to your comment',
  gift: 'sent you a gift',
  match: 'met you in a random match',
};

async function describe(push) {
  const words = await wording().catch(() => null);
  const name = push.actor || words?.someone || 'Someone';
  const others = Math.max(0, Number(push.count ?? 1) - 1);
  const compiled = words?.lines?.[push.kind];
  if (compiled) {
    const rules = new Intl.PluralRules(words.language);
    const text = format(compiled, { name, others }, { rules, value: others });
    if (text) return text;
  }
  const more = others > 0 ? ` (+${others})` : '';
  return `${name}${more} ${ENGLISH[push.kind] ?? 'has news for you'}`;
}

self.addEventListener('push', (event) => {
  let push = {};
  try {
    push = event.data ? event.data.json() : {};
  } catch {
    push = {};
  }
  const url = typeof push.url === 'string' && push.url.startsWith('/') ? push.url : '/notify';
  event.waitUntil(
    describe(push).then((body) =>
      self.registration.showNotification('Across', {
        body,
        tag: `across-${push.kind ?? 'notice'}`,
        renotify: true,
        data: { url },
      }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/notify', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (!open) return self.clients.openWindow(url);
      await open.focus();
      // A tab already there goes to the notices (a controlled one navigates; another is only focused).
      if (open.url !== url && 'navigate' in open) await open.navigate(url).catch(() => undefined);
      return undefined;
    }),
  );
});
