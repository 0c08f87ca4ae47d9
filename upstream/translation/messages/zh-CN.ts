import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    '这次翻译需要 {characters} 个字数，超出了你今天的免费字数、翻译字数和金币所能支付的范围。请购买翻译包或充值金币，也可以按原文发送：明天会有新的免费字数。',
  'translation.askCoins':
    '这次翻译需要 {characters} 个字数，你还剩 {left} 个（今天的免费字数和翻译字数）。其余部分可以用金币支付：每 {per} 个字数 1 金币。',
  'translation.unavailable': '暂不支持从{source}翻译成{target}。',
  'translation.failed': '翻译服务没有响应，请稍后再试。',
  'translation.sameLanguage': '这条消息已经是{language}。如果不是，请选择它所用的语言。',
  'translation.notText': '只能翻译文字消息。',
  'translation.ownMessage': '你自己的消息按你的翻译设置发送；这里只能翻译你收到的消息。',
  'translation.noWords': '这条消息没有可翻译的文字。',
  'translation.draftRecord': '该翻译属于另一段文字，或已发送：请重新翻译你的消息。',
  'translation.draftAsWritten': '不翻译直接发送的消息不能附带翻译。',
  'translation.correctionText': '请用 1 到 1000 个字符写下你建议的译法。',
  'translation.correctionOwn': '只能为你收到的消息建议更好的译法。',
  'translation.correctionUntranslated': '只有已翻译的消息才能建议更好的译法：请先翻译它。',
  'translation.correctionSame': '译文已经是这样了：请修改后再建议更好的译法。',
  'translation.language': '请从列表中选择一种语言。',
  'translation.outgoing': '请选择一种语言、对方的语言或不翻译。',
  'translation.autoTranslate': '请选择是否自动翻译收到的消息。',
  'translation.payWithCoins': '请说明是否可以用金币支付翻译（true 或 false）。',
} satisfies Translation<typeof en>;
