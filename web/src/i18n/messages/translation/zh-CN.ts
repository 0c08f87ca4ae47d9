import type translation from './en';

const zhCN: Record<keyof typeof translation, string> = {
  'translation.bar.label': '将我的消息翻译成',
  'translation.bar.peer': '{name} 的语言：{language}',
  'translation.bar.off': '不翻译',
  'translation.bar.available': '其他语言',
  'translation.bar.auto': '自动翻译 {name} 的消息',
  'translation.bar.cost':
    '今日免费：剩余 {left, number} / {perDay, number} 字。之后使用你的翻译字数；只有在你同意时才会扣金币。',
  'translation.bar.peerSpeaks': '{name} 也会说{language}：你用{language}写的内容将按原文发送。',
  'translation.bar.notServed': '此处无法把你用{from}写的内容翻译成{to}：将按原文发送。',
  'translation.bar.writeIn':
    '你用{from}写的内容将按原文发送：没有服务能把它翻译成{to}。{how, select, speaks {用{other}写吧：{name} 会说。} other {用{other}写就会被翻译。}}',
  'translation.bar.intoSpoken':
    '没有服务能把{from}翻译成{to}：你用{from}写的内容会以{spoken}发给 {name}，这也是对方会说的语言。',
  'translation.bar.noEngine': '翻译暂时不可用。',
  'translation.bar.short': '发送语言',
  'translation.from': '译自{language}',
  'translation.fromInto': '已从{from}翻译成{to}：没有服务能翻译成{mine}',
  'translation.showOriginal': '查看原文',
  'translation.showTranslation': '查看译文',
  'translation.sentIn': '以{language}发送',
  'translation.notSource': '不是{language}？',
  'translation.translate': '翻译',
  'translation.translateFrom': '从{language}翻译',
  'translation.translating': '正在翻译…',
  'translation.choose': '选择语言',
  'translation.translateInto': '翻译成{language}',
  'translation.writtenIn': '原文语言',
  'translation.cancel': '取消',
  'translation.sentAsWritten.unavailable': '已按原文发送：无法把{from}翻译成{to}。',
  'translation.sentAsWritten.failed': '已按原文发送：翻译服务没有响应。',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {已按原文发送：你今天的免费字数已用完。对方仍可自行翻译。} other {已按原文发送：消息超过了你剩余的 {left, number} 个翻译字数。对方仍可自行翻译。}}',
  'translation.received.unavailable': '未翻译：无法把{from}翻译成{to}。',
  'translation.received.failed': '翻译失败。',
  'translation.received.insufficient':
    '{left, plural, =0 {未自动翻译：你今天的免费字数已用完。} other {未自动翻译：消息超过了你剩余的 {left, number} 个翻译字数。}}',
  'translation.tryAgain': '重试',
  'translation.machine': '{engine} 机器翻译',
  'translation.correction.open': '建议更好的译法',
  'translation.correction.change': '修改',
  'translation.correction.yours': '你的译法：',
  'translation.correction.suggested': '{name} 建议：',
  'translation.correction.label': '应该怎么说？',
  'translation.correction.submit': '建议',
  'translation.short.title': '翻译字数不足',
  'translation.short.body':
    '这次翻译需要的字数超出了你今天的免费字数和翻译字数。请购买翻译包或充值，或按原文发送消息。',
  'translation.short.payCoins': '支付 {coins, number} 金币',
  'translation.short.sendAsWritten': '不翻译直接发送',
};

export default zhCN;
