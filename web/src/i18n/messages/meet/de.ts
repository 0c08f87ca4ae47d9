import type meet from './en';

const de: Record<keyof typeof meet, string> = {
  'meet.title': 'Menschen kennenlernen',
  'meet.filter.label': 'Anzeigen',
  'meet.filter.all': 'Alle',
  'meet.filter.women': 'Frauen',
  'meet.filter.men': 'Männer',
  'meet.empty': 'Hier ist noch niemand zu sehen. Schau bald wieder vorbei!',
  'meet.filters': 'Filter{count, plural, =0 {} other { (#)}}',
  'meet.filter.language': 'Spricht',
  'meet.filter.anyLanguage': 'Jede Sprache',
  'meet.filter.region': 'Lebt in',
  'meet.filter.anywhere': 'Überall',
  'meet.filter.age': 'Alter',
  'meet.filter.ageFrom': 'Von',
  'meet.filter.ageTo': 'Bis',
  'meet.filter.any': 'Egal',
  'meet.filter.onlineNow': 'Jetzt online',
  'meet.filter.clear': 'Filter zurücksetzen',
  'meet.card.speaks': 'Spricht {language}',
  'meet.emptyFiltered': 'Gerade passt niemand zu diesen Filtern. Versuch es mit weniger.',
};

export default de;
