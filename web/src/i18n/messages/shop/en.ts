/** English, the source of the shop strings: shopping and payment. Every language has exactly these keys. */
const shop = {
  'paySuccess.title': 'Payment successful',
  'paySuccess.body': 'You can close this window. Your purchase is credited to your account automatically. If it has not arrived, refresh the page or contact customer service.',
};

export default shop;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof shop, string> {}
}
