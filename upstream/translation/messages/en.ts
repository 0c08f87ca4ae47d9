/**
 * Texts of translation (engines, metering, chat translation settings), in English: the keys every language of this
 * catalogue has.
 */
export default {
  'translation.insufficient':
    'This translation needs {characters} characters, more than your free characters for today, your translation characters and your gold coins cover. Buy a translation pack or top up gold coins — or send as written: tomorrow brings new free characters.',
  'translation.askCoins':
    "This translation needs {characters} characters; you have {left} left (today's free characters and your translation characters). Gold coins can pay the rest: 1 coin for every {per} characters.",
  'translation.unavailable': 'Translation from {source} into {target} is not available.',
  'translation.failed': 'The translation service is not answering. Please try again in a moment.',
  'translation.sameLanguage':
    'This message is already in {language}. If it is not, choose the language it is written in.',
  'translation.notText': 'Only text messages can be translated.',
  'translation.ownMessage':
    'Your own messages go out as your translation setting says; only messages you received are translated here.',
  'translation.noWords': 'This message has no words to translate.',
  'translation.draftRecord':
    'That translation is of another text, or has been sent already: translate your message again.',
  'translation.draftAsWritten': 'A message sent as written cannot carry a translation.',
  'translation.correctionText': 'Please write your wording in 1 to 1000 characters.',
  'translation.correctionOwn': 'You can suggest a better wording only for messages you received.',
  'translation.correctionUntranslated': 'Only a translated message can get a better wording: translate it first.',
  'translation.correctionSame': 'That is the wording already: change it to suggest a better one.',
  'translation.language': 'Please choose a language from the list.',
  'translation.outgoing': 'Please choose a language, the other member’s language or no translation.',
  'translation.autoTranslate': 'Please say whether incoming messages are translated automatically.',
  'translation.payWithCoins': 'Please say whether gold coins may pay for the translation (true or false).',
};
