import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': 'Dieses Mitglied gibt es nicht.',
  'search.self': 'Du kannst nicht nach deinem eigenen Konto suchen.',
  'search.required': 'Bitte gib einen Spitznamen oder eine ID ein.',
  'follow.self': 'Du kannst dir nicht selbst folgen.',
  'block.self': 'Du kannst dich nicht selbst blockieren.',
  'privacy.invalid': 'Jede Datenschutzeinstellung ist entweder an oder aus.',
} satisfies Translation<typeof en>;
