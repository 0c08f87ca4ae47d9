import type translation from './en';

const zhTW: Record<keyof typeof translation, string> = {
  'translation.bar.label': "將我的訊息翻譯成",
  'translation.bar.peer': "{language}（對方的語言）",
  'translation.bar.off': "不翻譯",
  'translation.bar.available': "可用",
  'translation.bar.unavailable': "此處不可用",
  'translation.bar.auto': "自動翻譯對方的訊息",
  'translation.bar.cost': "翻譯先使用你的翻譯字數，之後每 100 個字元扣 1 金幣。",
  'translation.bar.notServed': "此處無法把{from}翻譯成{to}：你的訊息將按原文傳送。",
  'translation.bar.noEngine': "翻譯暫時無法使用。",
  'translation.from': "譯自{language}",
  'translation.showOriginal': "查看原文",
  'translation.showTranslation': "查看譯文",
  'translation.sentIn': "以{language}傳送",
  'translation.notSource': "不是{language}？",
  'translation.translate': "翻譯",
  'translation.translateFrom': "從{language}翻譯",
  'translation.translating': "正在翻譯…",
  'translation.writtenIn': "原文語言",
  'translation.cancel': "取消",
  'translation.sentAsWritten.unavailable': "已按原文傳送：無法把{from}翻譯成{to}。",
  'translation.sentAsWritten.failed': "已按原文傳送：翻譯服務沒有回應。",
  'translation.received.unavailable': "未翻譯：無法把{from}翻譯成{to}。",
  'translation.received.failed': "翻譯失敗。",
  'translation.received.insufficient': "未自動翻譯：翻譯字數不足。",
  'translation.tryAgain': "重試",
  'translation.short.title': "翻譯字數不足",
  'translation.short.body': "這次翻譯需要的翻譯字數或金幣超過了你的餘額。請購買翻譯包或儲值，或按原文傳送訊息。",
  'translation.short.sendAsWritten': "不翻譯直接傳送",
};

export default zhTW;
