/** Texts of translation (engines, metering, chat translation settings), in English: the keys every language of this catalogue has. */
export default {
  'translation.insufficient': 'This translation needs {characters} characters, more than your free characters for today, your translation characters and your gold coins cover. Buy a translation pack or top up gold coins — or send as written: tomorrow brings new free characters.',
  'translation.askCoins': 'This translation needs {characters} characters, more than your free characters for today and your translation characters cover. The rest costs gold coins: {coins}.',
  'translation.unavailable': 'Translation from {source} into {target} is not available.',
  'translation.failed': 'The translation service is not answering. Please try again in a moment.',
  'translation.sameLanguage': 'This message is already in {language}. If it is not, choose the language it is written in.',
  'translation.notText': 'Only text messages can be translated.',
  'translation.ownMessage': 'Your own messages go out as your translation setting says; only messages you received are translated here.',
  'translation.noWords': 'This message has no words to translate.',
  'translation.language': 'Please choose a language from the list.',
  'translation.outgoing': 'Please choose a language, the other member’s language or no translation.',
  'translation.autoTranslate': 'Please say whether incoming messages are translated automatically.',
  'translation.payWithCoins': 'Please say whether gold coins may pay for the translation (true or false).',
};
