import type translation from './en';

const zhCN: Record<keyof typeof translation, string> = {
  'translation.bar.label': "将我的消息翻译成",
  'translation.bar.peer': "{language}（对方的语言）",
  'translation.bar.off': "不翻译",
  'translation.bar.available': "可用",
  'translation.bar.unavailable': "此处不可用",
  'translation.bar.auto': "自动翻译对方的消息",
  'translation.bar.cost': "翻译先使用你的翻译字数，之后每 100 个字符扣 1 金币。",
  'translation.bar.notServed': "此处无法把{from}翻译成{to}：你的消息将按原文发送。",
  'translation.bar.noEngine': "翻译暂时不可用。",
  'translation.from': "译自{language}",
  'translation.showOriginal': "查看原文",
  'translation.showTranslation': "查看译文",
  'translation.sentIn': "以{language}发送",
  'translation.notSource': "不是{language}？",
  'translation.translate': "翻译",
  'translation.translateFrom': "从{language}翻译",
  'translation.translating': "正在翻译…",
  'translation.writtenIn': "原文语言",
  'translation.cancel': "取消",
  'translation.sentAsWritten.unavailable': "已按原文发送：无法把{from}翻译成{to}。",
  'translation.sentAsWritten.failed': "已按原文发送：翻译服务没有响应。",
  'translation.received.unavailable': "未翻译：无法把{from}翻译成{to}。",
  'translation.received.failed': "翻译失败。",
  'translation.received.insufficient': "未自动翻译：翻译字数不足。",
  'translation.tryAgain': "重试",
  'translation.short.title': "翻译字数不足",
  'translation.short.body': "这次翻译需要的翻译字数或金币超过了你的余额。请购买翻译包或充值，或按原文发送消息。",
  'translation.short.sendAsWritten': "不翻译直接发送",
};

export default zhCN;
