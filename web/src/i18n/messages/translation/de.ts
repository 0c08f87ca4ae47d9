import type translation from './en';

const de: Record<keyof typeof translation, string> = {
  'translation.bar.label': 'Meine Nachrichten übersetzen in',
  'translation.bar.peer': 'Sprache von {name}: {language}',
  'translation.bar.off': 'Keine Übersetzung',
  'translation.bar.available': 'Andere Sprachen',
  'translation.bar.auto': 'Nachrichten von {name} automatisch übersetzen',
  'translation.bar.cost':
    'Heute gratis: {left, number} von {perDay, number} Zeichen. Danach deine Übersetzungszeichen; Goldmünzen nur, wenn du zustimmst.',
  'translation.bar.peerSpeaks':
    '{name} spricht auch {language}: Was du auf {language} schreibst, geht unübersetzt raus.',
  'translation.bar.notServed':
    'Was du auf {from} schreibst, kann hier nicht nach {to} übersetzt werden: Es geht unübersetzt raus.',
  'translation.bar.writeIn':
    'Was du auf {from} schreibst, geht unübersetzt raus: Kein Dienst übersetzt es nach {to}. {how, select, speaks {Schreib auf {other}: Das spricht {name}.} other {Schreib auf {other}, dann wird es übersetzt.}}',
  'translation.bar.intoSpoken':
    'Kein Dienst übersetzt {from} nach {to}: Was du auf {from} schreibst, bekommt {name} auf {spoken}, das {name} auch spricht.',
  'translation.bar.noEngine': 'Übersetzung ist gerade nicht verfügbar.',
  'translation.bar.short': 'Übersetzen in',
  'translation.from': 'Übersetzt aus: {language}',
  'translation.fromInto': 'Auf {to} übersetzt (aus: {from}): Kein Dienst übersetzt nach {mine}',
  'translation.showOriginal': 'Original anzeigen',
  'translation.showTranslation': 'Übersetzung anzeigen',
  'translation.sentIn': 'Gesendet auf {language}',
  'translation.notSource': 'Nicht {language}?',
  'translation.translate': 'Übersetzen',
  'translation.translateFrom': 'Übersetzen aus: {language}',
  'translation.translating': 'Wird übersetzt…',
  'translation.choose': 'Sprache wählen',
  'translation.translateInto': 'Übersetzen in: {language}',
  'translation.writtenIn': 'Geschrieben auf',
  'translation.cancel': 'Abbrechen',
  'translation.sentAsWritten.unavailable': 'Unübersetzt gesendet: {from} kann nicht nach {to} übersetzt werden.',
  'translation.sentAsWritten.failed': 'Unübersetzt gesendet: Der Übersetzungsdienst hat nicht geantwortet.',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {Wie geschrieben gesendet: deine Gratiszeichen für heute sind aufgebraucht. Die andere Person kann die Nachricht selbst übersetzen.} other {Wie geschrieben gesendet: Die Nachricht ist länger als die {left, number} Übersetzungszeichen, die du noch hattest. Die andere Person kann sie selbst übersetzen.}}',
  'translation.received.unavailable': 'Nicht übersetzt: {from} kann nicht nach {to} übersetzt werden.',
  'translation.received.failed': 'Die Übersetzung ist fehlgeschlagen.',
  'translation.received.insufficient':
    '{left, plural, =0 {Nicht automatisch übersetzt: deine Gratiszeichen für heute sind aufgebraucht.} other {Nicht automatisch übersetzt: Die Nachricht ist länger als die {left, number} Übersetzungszeichen, die du noch hattest.}}',
  'translation.tryAgain': 'Erneut versuchen',
  'translation.machine': 'Maschinell übersetzt von {engine}',
  'translation.correction.open': 'Bessere Formulierung vorschlagen',
  'translation.correction.change': 'Ändern',
  'translation.correction.yours': 'Deine Formulierung:',
  'translation.correction.suggested': '{name} schlägt vor:',
  'translation.correction.label': 'Wie sollte es lauten?',
  'translation.correction.submit': 'Vorschlagen',
  'translation.short.title': 'Nicht genug Übersetzungszeichen',
  'translation.short.body':
    'Diese Übersetzung braucht mehr Zeichen, als deine heutigen Gratiszeichen und deine Übersetzungszeichen abdecken. Kaufe ein Übersetzungspaket oder lade auf – oder sende deine Nachricht wie geschrieben.',
  'translation.short.payCoins': '{coins, plural, one {# Goldmünze} other {# Goldmünzen}} bezahlen',
  'translation.short.sendAsWritten': 'Ohne Übersetzung senden',
};

export default de;
