import type meet from './en';

const de: Record<keyof typeof meet, string> = {
  'meet.title': 'Menschen kennenlernen',
  'meet.filter.label': 'Anzeigen',
  'meet.filter.all': 'Alle',
  'meet.filter.women': 'Frauen',
  'meet.filter.men': 'Männer',
  'meet.empty': 'Hier ist noch niemand zu sehen. Schau bald wieder vorbei!',
};

export default de;
