import type translation from './en';

const ja: Record<keyof typeof translation, string> = {
  'translation.bar.label': '自分のメッセージの翻訳先',
  'translation.bar.peer': '{name}さんの言語：{language}',
  'translation.bar.off': '翻訳しない',
  'translation.bar.available': 'その他の言語',
  'translation.bar.auto': '{name}さんのメッセージを自動で翻訳する',
  'translation.bar.cost':
    '今日の無料分：{perDay, number}文字中あと{left, number}文字。その後は翻訳文字数を使い、ゴールドコインは同意したときだけ使います。',
  'translation.bar.peerSpeaks': '{name}さんは{language}も話します。{language}で書いた内容はそのまま送信されます。',
  'translation.bar.notServed': 'ここでは{from}で書いた内容を{to}に翻訳できません。そのまま送信されます。',
  'translation.bar.writeIn':
    '{from}で書いた内容は原文のまま送信されます（{to}へ翻訳できるサービスがありません）。{how, select, speaks {{other}で書けば{name}さんに伝わります。} other {{other}で書けば翻訳されます。}}',
  'translation.bar.intoSpoken':
    '{from}から{to}へ翻訳できるサービスがありません。{from}で書いた内容は、{name}さんが話す{spoken}で届きます。',
  'translation.bar.noEngine': '現在、翻訳は利用できません。',
  'translation.bar.short': '送信言語',
  'translation.from': '{language}から翻訳',
  'translation.fromInto': '{from}から{to}に翻訳（{mine}へ翻訳できるサービスがありません）',
  'translation.showOriginal': '原文を表示',
  'translation.showTranslation': '翻訳を表示',
  'translation.sentIn': '{language}で送信',
  'translation.notSource': '{language}ではない？',
  'translation.translate': '翻訳',
  'translation.translateFrom': '{language}から翻訳',
  'translation.translating': '翻訳中…',
  'translation.choose': '言語を選択',
  'translation.translateInto': '{language}に翻訳',
  'translation.writtenIn': '書かれた言語',
  'translation.cancel': 'キャンセル',
  'translation.sentAsWritten.unavailable': 'そのまま送信：{from}から{to}へは翻訳できません。',
  'translation.sentAsWritten.failed': 'そのまま送信：翻訳サービスが応答しませんでした。',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {原文のまま送信しました：今日の無料文字数を使い切りました。相手は自分で翻訳できます。} other {原文のまま送信しました：残っていた翻訳文字数（{left, number}文字）より長いメッセージです。相手は自分で翻訳できます。}}',
  'translation.received.unavailable': '未翻訳：{from}から{to}へは翻訳できません。',
  'translation.received.failed': '翻訳に失敗しました。',
  'translation.received.insufficient':
    '{left, plural, =0 {自動翻訳されませんでした：今日の無料文字数を使い切りました。} other {自動翻訳されませんでした：残っていた翻訳文字数（{left, number}文字）より長いメッセージです。}}',
  'translation.tryAgain': '再試行',
  'translation.machine': '{engine}による機械翻訳',
  'translation.correction.open': 'より良い表現を提案',
  'translation.correction.change': '変更',
  'translation.correction.yours': 'あなたの提案:',
  'translation.correction.suggested': '{name}さんの提案:',
  'translation.correction.label': 'どう書くのが自然ですか？',
  'translation.correction.submit': '提案する',
  'translation.short.title': '翻訳文字数が足りません',
  'translation.short.body':
    'この翻訳には、今日の無料文字数と翻訳文字数を超える文字数が必要です。翻訳パックを購入するかチャージするか、メッセージを原文のまま送信してください。',
  'translation.short.payCoins': 'ゴールドコイン{coins, number}枚で支払う',
  'translation.short.sendAsWritten': '翻訳せずに送信',
};

export default ja;
