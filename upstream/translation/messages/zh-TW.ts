import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    '這次翻譯需要 {characters} 個字數，超出了你今天的免費字數、翻譯字數和金幣所能支付的範圍。請購買翻譯包或儲值金幣，也可以按原文傳送：明天會有新的免費字數。',
  'translation.askCoins':
    '這次翻譯需要 {characters} 個字數，你還剩 {left} 個（今天的免費字數和翻譯字數）。其餘部分可以用金幣支付：每 {per} 個字數 1 金幣。',
  'translation.unavailable': '暫不支援從{source}翻譯成{target}。',
  'translation.failed': '翻譯服務沒有回應，請稍後再試。',
  'translation.sameLanguage': '這則訊息已經是{language}。如果不是，請選擇它所用的語言。',
  'translation.notText': '只能翻譯文字訊息。',
  'translation.ownMessage': '你自己的訊息依你的翻譯設定傳送；這裡只能翻譯你收到的訊息。',
  'translation.noWords': '這則訊息沒有可翻譯的文字。',
  'translation.draftRecord': '這則翻譯屬於另一段文字，或已經送出：請重新翻譯你的訊息。',
  'translation.draftAsWritten': '不翻譯直接送出的訊息不能附帶翻譯。',
  'translation.correctionText': '請用 1 到 1000 個字元寫下你建議的譯法。',
  'translation.correctionOwn': '只能為你收到的訊息建議更好的譯法。',
  'translation.correctionUntranslated': '只有已翻譯的訊息才能建議更好的譯法：請先翻譯。',
  'translation.correctionSame': '譯文已經是這樣了：請修改後再建議更好的譯法。',
  'translation.language': '請從清單中選擇一種語言。',
  'translation.outgoing': '請選擇一種語言、對方的語言或不翻譯。',
  'translation.autoTranslate': '請選擇是否自動翻譯收到的訊息。',
  'translation.payWithCoins': '請說明是否可以用金幣支付翻譯（true 或 false）。',
} satisfies Translation<typeof en>;
