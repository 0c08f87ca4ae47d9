import type translation from './en';

const de: Record<keyof typeof translation, string> = {
  'translation.bar.label': "Meine Nachrichten übersetzen in",
  'translation.bar.peer': "{language} (ihre Sprache)",
  'translation.bar.off': "Keine Übersetzung",
  'translation.bar.available': "Verfügbar",
  'translation.bar.unavailable': "Hier nicht verfügbar",
  'translation.bar.auto': "Ihre Nachrichten automatisch übersetzen",
  'translation.bar.cost': "Übersetzungen verbrauchen deine Übersetzungszeichen, danach 1 Goldmünze pro 100 Zeichen.",
  'translation.bar.notServed': "{from} kann hier nicht nach {to} übersetzt werden: Deine Nachrichten gehen unübersetzt raus.",
  'translation.bar.noEngine': "Übersetzung ist gerade nicht verfügbar.",
  'translation.from': "Übersetzt aus: {language}",
  'translation.showOriginal': "Original anzeigen",
  'translation.showTranslation': "Übersetzung anzeigen",
  'translation.sentIn': "Gesendet auf {language}",
  'translation.notSource': "Nicht {language}?",
  'translation.translate': "Übersetzen",
  'translation.translateFrom': "Übersetzen aus: {language}",
  'translation.translating': "Wird übersetzt…",
  'translation.writtenIn': "Geschrieben auf",
  'translation.cancel': "Abbrechen",
  'translation.sentAsWritten.unavailable': "Unübersetzt gesendet: {from} kann nicht nach {to} übersetzt werden.",
  'translation.sentAsWritten.failed': "Unübersetzt gesendet: Der Übersetzungsdienst hat nicht geantwortet.",
  'translation.received.unavailable': "Nicht übersetzt: {from} kann nicht nach {to} übersetzt werden.",
  'translation.received.failed': "Die Übersetzung ist fehlgeschlagen.",
  'translation.received.insufficient': "Nicht automatisch übersetzt: nicht genug Übersetzungszeichen.",
  'translation.tryAgain': "Erneut versuchen",
  'translation.short.title': "Nicht genug Übersetzungszeichen",
  'translation.short.body': "Für diese Übersetzung brauchst du mehr Übersetzungszeichen oder Goldmünzen, als du hast. Kaufe ein Übersetzungspaket oder lade auf – oder sende deine Nachricht unübersetzt.",
  'translation.short.sendAsWritten': "Ohne Übersetzung senden",
};

export default de;
