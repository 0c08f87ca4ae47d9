/**
 * English, the source of the chat-translation strings: the translation bar, translated messages, the balance prompt.
 * Every language has exactly these keys.
 */
const translation = {
  'translation.bar.label': 'Translate my messages into',
  'translation.bar.peer': '{name}’s language: {language}',
  'translation.bar.off': 'No translation',
  'translation.bar.available': 'Other languages',
  'translation.bar.auto': 'Translate {name}’s messages automatically',
  'translation.bar.cost':
    'Free today: {left, number} of {perDay, number} characters. Then your translation characters; gold coins only when you agree.',
  'translation.bar.peerSpeaks': '{name} speaks {language} too: what you write in {language} goes as written.',
  'translation.bar.notServed': 'What you write in {from} cannot be translated into {to} here: it goes as written.',
  'translation.bar.writeIn':
    'What you write in {from} goes as written: no engine translates it into {to}. {how, select, speaks {Write in {other}: {name} speaks it.} other {Write in {other} and it is translated.}}',
  'translation.bar.intoSpoken':
    'No engine translates {from} into {to}: what you write in {from} goes to {name} in {spoken}, which they speak too.',
  'translation.bar.noEngine': 'Translation is not available right now.',
  'translation.bar.short': 'Send in',
  'translation.from': 'Translated from {language}',
  'translation.fromInto': 'Translated into {to} from {from}: no engine translates into {mine}',
  'translation.showOriginal': 'Show original',
  'translation.showTranslation': 'Show translation',
  'translation.sentIn': 'Sent in {language}',
  'translation.notSource': 'Not {language}?',
  'translation.translate': 'Translate',
  'translation.translateFrom': 'Translate from {language}',
  'translation.translating': 'Translating…',
  'translation.choose': 'Choose a language',
  'translation.translateInto': 'Translate into {language}',
  'translation.writtenIn': 'Written in',
  'translation.cancel': 'Cancel',
  'translation.sentAsWritten.unavailable': 'Sent as written: {from} cannot be translated into {to}.',
  'translation.sentAsWritten.failed': 'Sent as written: the translation service did not answer.',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {Sent as written: your free characters for today are used up. They can still translate it.} other {Sent as written: it is longer than the {left, number} translation characters you had left. They can still translate it.}}',
  'translation.received.unavailable': 'Not translated: {from} cannot be translated into {to}.',
  'translation.received.failed': 'The translation failed.',
  'translation.received.insufficient':
    '{left, plural, =0 {Not translated automatically: your free characters for today are used up.} other {Not translated automatically: it is longer than the {left, number} translation characters you had left.}}',
  'translation.tryAgain': 'Try again',
  'translation.machine': 'Machine translation by {engine}',
  'translation.correction.open': 'Suggest a better wording',
  'translation.correction.change': 'Change',
  'translation.correction.yours': 'Your wording:',
  'translation.correction.suggested': '{name} suggests:',
  'translation.correction.label': 'How should it read?',
  'translation.correction.submit': 'Suggest',
  'translation.short.title': 'Not enough translation characters',
  'translation.short.body':
    'This translation needs more characters than your free characters for today and your translation characters cover. Buy a translation pack or top up, or send your message as written.',
  'translation.short.payCoins': 'Pay {coins, plural, one {# gold coin} other {# gold coins}}',
  'translation.short.sendAsWritten': 'Send without translation',
};

export default translation;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof translation, string> {}
}
