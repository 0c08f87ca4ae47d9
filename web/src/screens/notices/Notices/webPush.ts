/**
 * This browser's web push: the service worker (`/sw.js`, web/public/sw.js), the permission and the PushManager
 * subscription made with the server's VAPID key. What the server keeps is the subscription's endpoint and keys
 * (pushSubscribe); a push carries the kind, the count and the latest actor's nickname, never text.
 */

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

const WORKER = '/sw.js';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

/** The worker already registered for this page's scope, if any (none is registered until push is turned on). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(WORKER);
}

/** Where this browser stands: no push at all, notifications blocked, subscribed or not. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as PushManager takes it (base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the worker says a push with (the member's language's lines, as the page has them), kept by the worker. */
export type PushWording = { language: string; lines: Record<string, unknown>; someone: string };

/**
 * Registers the worker, asks the permission (the member's click asked for it), subscribes with the server's key:
 * the subscription's endpoint and keys for pushSubscribe, or why not ('denied', 'unsupported').
 */
export async function subscribeBrowser(
  publicKey: string,
  wording: PushWording,
): Promise<{ endpoint: string; p256dh: string; auth: string } | 'denied' | 'unsupported'> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register(WORKER);
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'wording', ...wording });
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave no subscription keys');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Ends this browser's subscription: its endpoint, for pushUnsubscribe (null: there was none). */
export async function unsubscribeBrowser(): Promise<string | null> {
  if (!supported()) return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
