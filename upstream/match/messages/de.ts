import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': 'Du hast die Treffer für heute aufgebraucht. Komm morgen wieder.',
  'match.preferencesNotAllowed': 'Auszuwählen, wen du triffst, ist SVIP-Mitgliedern vorbehalten.',
  'match.attemptNotFound': 'Diesen Treffer gibt es nicht, oder er gehört nicht dir.',
  'match.preferences': 'Wähle, wen du triffst, nur nach Geschlecht, Altersbereich, Sprache und Region.',
  'match.id': 'Bitte wähle einen gültigen Treffer.',
} satisfies Translation<typeof en>;
