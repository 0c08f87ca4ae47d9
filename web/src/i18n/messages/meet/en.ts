/** English, the source of the meet strings: the meet-ups screen. Every language has exactly these keys. */
const meet = {
  'meet.title': 'People to meet',
  'meet.filter.label': 'Show',
  'meet.filter.all': 'Everyone',
  'meet.filter.women': 'Women',
  'meet.filter.men': 'Men',
  'meet.empty': 'Nobody to show here yet. Check back soon!',
  'meet.filters': 'Filters{count, plural, =0 {} other { (#)}}',
  'meet.filter.language': 'Speaks',
  'meet.filter.anyLanguage': 'Any language',
  'meet.filter.region': 'Lives in',
  'meet.filter.anywhere': 'Anywhere',
  'meet.filter.age': 'Age',
  'meet.filter.ageFrom': 'From',
  'meet.filter.ageTo': 'To',
  'meet.filter.any': 'Any',
  'meet.filter.onlineNow': 'Online now',
  'meet.filter.clear': 'Clear filters',
  'meet.card.speaks': 'Speaks {language}',
  'meet.emptyFiltered': 'Nobody matches these filters right now. Try fewer of them.',
};

export default meet;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof meet, string> {}
}
