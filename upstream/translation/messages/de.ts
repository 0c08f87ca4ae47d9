import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    'Diese Übersetzung braucht {characters} Zeichen, mehr als deine heutigen Gratiszeichen, deine Übersetzungszeichen und deine Goldmünzen abdecken. Kaufe ein Übersetzungspaket oder lade Goldmünzen auf – oder sende den Text wie geschrieben: Morgen gibt es neue Gratiszeichen.',
  'translation.askCoins':
    'Diese Übersetzung braucht {characters} Zeichen; du hast noch {left} (deine heutigen Gratiszeichen und deine Übersetzungszeichen). Den Rest können Goldmünzen bezahlen: 1 Münze je {per} Zeichen.',
  'translation.unavailable': 'Eine Übersetzung von {source} nach {target} ist nicht verfügbar.',
  'translation.failed': 'Der Übersetzungsdienst antwortet nicht. Bitte versuche es gleich noch einmal.',
  'translation.sameLanguage':
    'Diese Nachricht ist schon auf {language}. Falls nicht, wähle die Sprache, in der sie geschrieben ist.',
  'translation.notText': 'Nur Textnachrichten können übersetzt werden.',
  'translation.ownMessage':
    'Deine eigenen Nachrichten gehen so raus, wie es deine Übersetzungseinstellung sagt; hier werden nur empfangene Nachrichten übersetzt.',
  'translation.noWords': 'Diese Nachricht enthält keine Wörter zum Übersetzen.',
  'translation.draftRecord':
    'Diese Übersetzung gehört zu einem anderen Text oder wurde schon gesendet: Übersetze deine Nachricht noch einmal.',
  'translation.draftAsWritten': 'Eine Nachricht, die ohne Übersetzung gesendet wird, kann keine Übersetzung mitnehmen.',
  'translation.correctionText': 'Bitte schreibe deine Formulierung mit 1 bis 1000 Zeichen.',
  'translation.correctionOwn':
    'Eine bessere Formulierung kannst du nur für Nachrichten vorschlagen, die du erhalten hast.',
  'translation.correctionUntranslated':
    'Nur für eine übersetzte Nachricht lässt sich eine bessere Formulierung vorschlagen: Übersetze sie zuerst.',
  'translation.correctionSame': 'So lautet die Übersetzung schon: Ändere sie, um eine bessere vorzuschlagen.',
  'translation.language': 'Bitte wähle eine Sprache aus der Liste.',
  'translation.outgoing': 'Bitte wähle eine Sprache, die Sprache des anderen Mitglieds oder keine Übersetzung.',
  'translation.autoTranslate': 'Bitte gib an, ob eingehende Nachrichten automatisch übersetzt werden.',
  'translation.payWithCoins': 'Bitte gib an, ob Goldmünzen die Übersetzung bezahlen dürfen (true oder false).',
} satisfies Translation<typeof en>;
