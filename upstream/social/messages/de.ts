import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'Dieses Mitglied gibt es nicht.',
  'search.self': 'Du kannst nicht nach deinem eigenen Konto suchen.',
  'search.required': 'Bitte gib einen Spitznamen oder eine ID ein.',
  'follow.self': 'Du kannst dir nicht selbst folgen.',
  'block.self': 'Du kannst dich nicht selbst blockieren.',
  'privacy.invalid': 'Jede Datenschutzeinstellung ist entweder an oder aus.',
  'meet.age': 'Wähle ein Alter von 18 bis 99, das jüngere zuerst.',
  'meet.online': '„Jetzt online“ ist 1 (nur Mitglieder, die online sind) oder 0.',
} satisfies Translation<typeof en>;
