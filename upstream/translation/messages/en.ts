/** Texts of translation (engines, metering, chat translation settings), in English: the keys every language of this catalogue has. */
export default {
  'translation.insufficient': 'You have no translation characters or gold coins left for this translation. Buy a translation pack or recharge.',
  'translation.unavailable': 'Translation from {source} into {target} is not available.',
  'translation.failed': 'The translation service is not answering. Please try again in a moment.',
  'translation.sameLanguage': 'This message is already in {language}. If it is not, choose the language it is written in.',
  'translation.notText': 'Only text messages can be translated.',
  'translation.noWords': 'This message has no words to translate.',
  'translation.language': 'Please choose a language from the list.',
  'translation.outgoing': 'Please choose a language, the other member’s language or no translation.',
  'translation.autoTranslate': 'Please say whether incoming messages are translated automatically.',
};
