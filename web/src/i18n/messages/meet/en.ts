/** English, the source of the meet strings: the meet-ups screen. Every language has exactly these keys. */
const meet = {
  'meet.title': 'People to meet',
  'meet.filter.label': 'Show',
  'meet.filter.all': 'Everyone',
  'meet.filter.women': 'Women',
  'meet.filter.men': 'Men',
  'meet.empty': 'Nobody to show here yet. Check back soon!',
};

export default meet;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof meet, string> {}
}
