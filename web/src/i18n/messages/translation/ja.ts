import type translation from './en';

const ja: Record<keyof typeof translation, string> = {
  'translation.bar.label': "自分のメッセージの翻訳先",
  'translation.bar.peer': "{language}（相手の言語）",
  'translation.bar.off': "翻訳しない",
  'translation.bar.available': "利用可能",
  'translation.bar.unavailable': "ここでは利用不可",
  'translation.bar.auto': "相手のメッセージを自動で翻訳する",
  'translation.bar.cost': "翻訳には翻訳文字数を使い、足りない分は100文字ごとに1ゴールドコインかかります。",
  'translation.bar.notServed': "ここでは{from}から{to}へ翻訳できません。メッセージはそのまま送られます。",
  'translation.bar.noEngine': "現在、翻訳は利用できません。",
  'translation.from': "{language}から翻訳",
  'translation.showOriginal': "原文を表示",
  'translation.showTranslation': "翻訳を表示",
  'translation.sentIn': "{language}で送信",
  'translation.notSource': "{language}ではない？",
  'translation.translate': "翻訳",
  'translation.translateFrom': "{language}から翻訳",
  'translation.translating': "翻訳中…",
  'translation.writtenIn': "書かれた言語",
  'translation.cancel': "キャンセル",
  'translation.sentAsWritten.unavailable': "そのまま送信：{from}から{to}へは翻訳できません。",
  'translation.sentAsWritten.failed': "そのまま送信：翻訳サービスが応答しませんでした。",
  'translation.received.unavailable': "未翻訳：{from}から{to}へは翻訳できません。",
  'translation.received.failed': "翻訳に失敗しました。",
  'translation.received.insufficient': "自動翻訳されませんでした：翻訳文字数が足りません。",
  'translation.tryAgain': "再試行",
  'translation.short.title': "翻訳文字数が足りません",
  'translation.short.body': "この翻訳には、お持ちの翻訳文字数またはゴールドコインより多くが必要です。翻訳パックを購入するかチャージするか、メッセージをそのまま送信してください。",
  'translation.short.sendAsWritten': "翻訳せずに送信",
};

export default ja;
