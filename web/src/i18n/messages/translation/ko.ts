import type translation from './en';

const ko: Record<keyof typeof translation, string> = {
  'translation.bar.label': '내 메시지 번역 언어',
  'translation.bar.peer': '{name} 님의 언어: {language}',
  'translation.bar.off': '번역 안 함',
  'translation.bar.available': '다른 언어',
  'translation.bar.auto': '{name} 님의 메시지 자동 번역',
  'translation.bar.cost':
    '오늘 무료: {perDay, number}자 중 {left, number}자 남음. 그다음 번역 글자 수를 쓰고, 골드 코인은 동의할 때만 사용합니다.',
  'translation.bar.peerSpeaks':
    '{name} 님도 {language}을(를) 구사합니다. {language}(으)로 쓴 내용은 그대로 전송됩니다.',
  'translation.bar.notServed': '여기서는 {from}(으)로 쓴 내용을 {to}(으)로 번역할 수 없습니다. 그대로 전송됩니다.',
  'translation.bar.writeIn':
    '{from}(으)로 쓴 내용은 원문 그대로 전송됩니다. {to}(으)로 번역하는 서비스가 없습니다. {how, select, speaks {{other}(으)로 쓰세요. {name} 님이 구사합니다.} other {{other}(으)로 쓰면 번역됩니다.}}',
  'translation.bar.intoSpoken':
    '{from}을(를) {to}(으)로 번역하는 서비스가 없습니다. {from}(으)로 쓴 내용은 {name} 님이 구사하는 {spoken}(으)로 전달됩니다.',
  'translation.bar.noEngine': '지금은 번역을 사용할 수 없습니다.',
  'translation.bar.short': '보낼 언어',
  'translation.from': '{language}에서 번역됨',
  'translation.fromInto': '{from}에서 {to}(으)로 번역됨: {mine}(으)로 번역하는 서비스가 없습니다',
  'translation.showOriginal': '원문 보기',
  'translation.showTranslation': '번역 보기',
  'translation.sentIn': '{language}(으)로 전송됨',
  'translation.notSource': '{language}이(가) 아닌가요?',
  'translation.translate': '번역',
  'translation.translateFrom': '{language}에서 번역',
  'translation.translating': '번역 중…',
  'translation.choose': '언어 선택',
  'translation.translateInto': '{language}(으)로 번역',
  'translation.writtenIn': '작성 언어',
  'translation.cancel': '취소',
  'translation.sentAsWritten.unavailable': '그대로 전송됨: {from}을(를) {to}(으)로 번역할 수 없습니다.',
  'translation.sentAsWritten.failed': '그대로 전송됨: 번역 서비스가 응답하지 않았습니다.',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {원문 그대로 보냄: 오늘의 무료 글자를 모두 사용했습니다. 상대방이 직접 번역할 수 있습니다.} other {원문 그대로 보냄: 남아 있던 번역 글자 {left, number}자보다 깁니다. 상대방이 직접 번역할 수 있습니다.}}',
  'translation.received.unavailable': '번역되지 않음: {from}을(를) {to}(으)로 번역할 수 없습니다.',
  'translation.received.failed': '번역에 실패했습니다.',
  'translation.received.insufficient':
    '{left, plural, =0 {자동 번역되지 않음: 오늘의 무료 글자를 모두 사용했습니다.} other {자동 번역되지 않음: 남아 있던 번역 글자 {left, number}자보다 깁니다.}}',
  'translation.tryAgain': '다시 시도',
  'translation.machine': '{engine} 기계 번역',
  'translation.correction.open': '더 나은 표현 제안하기',
  'translation.correction.change': '바꾸기',
  'translation.correction.yours': '내 제안:',
  'translation.correction.suggested': '{name}님의 제안:',
  'translation.correction.label': '어떻게 쓰면 자연스러울까요?',
  'translation.correction.submit': '제안하기',
  'translation.short.title': '번역 글자 수가 부족합니다',
  'translation.short.body':
    '이 번역에는 오늘의 무료 글자와 번역 글자 수보다 많은 글자가 필요합니다. 번역 패키지를 구매하거나 충전하거나, 메시지를 원문 그대로 보내세요.',
  'translation.short.payCoins': '골드 코인 {coins, number}개로 결제',
  'translation.short.sendAsWritten': '번역 없이 보내기',
};

export default ko;
