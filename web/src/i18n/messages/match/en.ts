/**
 * English, the source of the match strings: the random match on /onlineDating (start, the SVIP choices, the
 * countdown, who was found, nobody found, the day's matches used) and the people met. Every language has exactly
 * these keys.
 */
const match = {
  'match.title': 'Random match',
  'match.intro': 'Meet someone who is looking at the same moment as you, and say hello.',
  'match.start': 'Start a match',
  'match.svipLine': 'Want to choose who you meet?',
  'match.svipLink': 'SVIP lets you choose',
  'match.preferences.title': 'Who would you like to meet?',
  'match.preferences.summary': 'Your choices{count, plural, =0 {} other { (#)}}',
  'match.preferences.gender': 'Gender',
  'match.preferences.anyone': 'Anyone',
  'match.preferences.women': 'Women',
  'match.preferences.men': 'Men',
  'match.preferences.age': 'Age',
  'match.preferences.ageFrom': 'From',
  'match.preferences.ageTo': 'To',
  'match.preferences.any': 'Any',
  'match.preferences.language': 'Speaks',
  'match.preferences.anyLanguage': 'Any language',
  'match.preferences.region': 'Lives in',
  'match.preferences.anywhere': 'Anywhere',
  'match.preferences.clear': 'Clear choices',
  'match.searching.title': 'Looking for someone to meet…',
  'match.searching.hint': 'You can look around meanwhile: we keep searching until the time is up.',
  'match.searching.seconds': '{seconds, plural, one {# second left} other {# seconds left}}',
  'match.cancel': 'Stop searching',
  'match.found.title': 'You matched with {name}',
  'match.found.speaks': 'Speaks {languages}',
  'match.found.translationNote':
    'You have no language in common: chat translation will help you understand each other.',
  'match.found.sayHello': 'Say hello',
  'match.found.actions': 'What next with {name}',
  'match.continue': 'Meet someone else',
  'match.noMatch.title': 'Nobody is free right now',
  'match.noMatch.text': 'Nobody else was looking at the same time. Try again in a little while.',
  'match.noMatch.free': 'Searches that find nobody never count towards your daily matches.',
  'match.tryAgain': 'Try again',
  'match.exhausted.title': 'You have used today’s matches',
  'match.exhausted.tomorrow': 'Come back tomorrow, from {time}.',
  'match.exhausted.atMidnight': 'Come back tomorrow.',
  'match.exhausted.today': 'Come back later today, from {time}.',
  'match.exhausted.svip': 'SVIP members match as often as they like.',
  'match.exhausted.svipLink': 'See SVIP',
  'match.announce.searching': 'Searching for someone to meet.',
  'match.announce.found': 'You matched with {name}.',
  'match.announce.noMatch': 'Nobody is free right now.',
  'match.announce.cancelled': 'Search stopped.',
  'match.announce.exhausted': 'You have used today’s matches.',
  'match.error.preferencesNotAllowed': 'Choosing who you meet is for SVIP members.',
  'match.error.notFound': 'This search is over already.',
  'match.history.title': 'People you met',
  'match.history.empty': 'The people you meet by random match will appear here.',
  'match.history.met': 'Met {date}',
  'match.history.gone': 'No longer available',
  'match.event.found': 'You matched with {name}.',
  'match.event.view': 'See your match',
};

export default match;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof match, string> {}
}
