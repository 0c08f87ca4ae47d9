import type translation from './en';

const zhTW: Record<keyof typeof translation, string> = {
  'translation.bar.label': '將我的訊息翻譯成',
  'translation.bar.peer': '{name} 的語言：{language}',
  'translation.bar.off': '不翻譯',
  'translation.bar.available': '其他語言',
  'translation.bar.auto': '自動翻譯 {name} 的訊息',
  'translation.bar.cost':
    '今日免費：剩餘 {left, number} / {perDay, number} 字。之後使用你的翻譯字數；只有在你同意時才會扣金幣。',
  'translation.bar.peerSpeaks': '{name} 也會說{language}：你用{language}寫的內容將按原文傳送。',
  'translation.bar.notServed': '此處無法把你用{from}寫的內容翻譯成{to}：將按原文傳送。',
  'translation.bar.writeIn':
    '你用{from}寫的內容將按原文傳送：沒有服務能把它翻譯成{to}。{how, select, speaks {用{other}寫吧：{name} 會說。} other {用{other}寫就會被翻譯。}}',
  'translation.bar.intoSpoken':
    '沒有服務能把{from}翻譯成{to}：你用{from}寫的內容會以{spoken}傳給 {name}，這也是對方會說的語言。',
  'translation.bar.noEngine': '翻譯暫時無法使用。',
  'translation.bar.short': '傳送語言',
  'translation.from': '譯自{language}',
  'translation.fromInto': '已從{from}翻譯成{to}：沒有服務能翻譯成{mine}',
  'translation.showOriginal': '查看原文',
  'translation.showTranslation': '查看譯文',
  'translation.sentIn': '以{language}傳送',
  'translation.notSource': '不是{language}？',
  'translation.translate': '翻譯',
  'translation.translateFrom': '從{language}翻譯',
  'translation.translating': '正在翻譯…',
  'translation.choose': '選擇語言',
  'translation.translateInto': '翻譯成{language}',
  'translation.writtenIn': '原文語言',
  'translation.cancel': '取消',
  'translation.sentAsWritten.unavailable': '已按原文傳送：無法把{from}翻譯成{to}。',
  'translation.sentAsWritten.failed': '已按原文傳送：翻譯服務沒有回應。',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {已按原文傳送：你今天的免費字數已用完。對方仍可自行翻譯。} other {已按原文傳送：訊息超過了你剩餘的 {left, number} 個翻譯字數。對方仍可自行翻譯。}}',
  'translation.received.unavailable': '未翻譯：無法把{from}翻譯成{to}。',
  'translation.received.failed': '翻譯失敗。',
  'translation.received.insufficient':
    '{left, plural, =0 {未自動翻譯：你今天的免費字數已用完。} other {未自動翻譯：訊息超過了你剩餘的 {left, number} 個翻譯字數。}}',
  'translation.tryAgain': '重試',
  'translation.machine': '{engine} 機器翻譯',
  'translation.correction.open': '建議更好的譯法',
  'translation.correction.change': '修改',
  'translation.correction.yours': '你的譯法：',
  'translation.correction.suggested': '{name} 建議：',
  'translation.correction.label': '應該怎麼說？',
  'translation.correction.submit': '建議',
  'translation.short.title': '翻譯字數不足',
  'translation.short.body':
    '這次翻譯需要的字數超出了你今天的免費字數和翻譯字數。請購買翻譯包或儲值，或按原文傳送訊息。',
  'translation.short.payCoins': '支付 {coins, number} 金幣',
  'translation.short.sendAsWritten': '不翻譯直接傳送',
};

export default zhTW;
