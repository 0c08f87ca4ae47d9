// The few functions of `web-push` (no types are published with it) the push sender uses.
declare module 'web-push' {
  interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  interface RequestDetails {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
  }
  function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  function generateRequestDetails(
    subscription: PushSubscription,
    payload: string | Buffer,
    options: RequestOptions,
  ): RequestDetails;
  const webPush: { generateVAPIDKeys: typeof generateVAPIDKeys; generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}
