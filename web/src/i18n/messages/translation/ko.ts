import type translation from './en';

const ko: Record<keyof typeof translation, string> = {
  'translation.bar.label': "내 메시지 번역 언어",
  'translation.bar.peer': "{language}(상대방 언어)",
  'translation.bar.off': "번역 안 함",
  'translation.bar.available': "사용 가능",
  'translation.bar.unavailable': "여기서는 사용 불가",
  'translation.bar.auto': "상대방 메시지 자동 번역",
  'translation.bar.cost': "번역에는 번역 글자 수가 사용되고, 그 후에는 100자당 골드 코인 1개가 듭니다.",
  'translation.bar.notServed': "여기서는 {from}을(를) {to}(으)로 번역할 수 없습니다. 메시지는 그대로 전송됩니다.",
  'translation.bar.noEngine': "지금은 번역을 사용할 수 없습니다.",
  'translation.from': "{language}에서 번역됨",
  'translation.showOriginal': "원문 보기",
  'translation.showTranslation': "번역 보기",
  'translation.sentIn': "{language}(으)로 전송됨",
  'translation.notSource': "{language}이(가) 아닌가요?",
  'translation.translate': "번역",
  'translation.translateFrom': "{language}에서 번역",
  'translation.translating': "번역 중…",
  'translation.writtenIn': "작성 언어",
  'translation.cancel': "취소",
  'translation.sentAsWritten.unavailable': "그대로 전송됨: {from}을(를) {to}(으)로 번역할 수 없습니다.",
  'translation.sentAsWritten.failed': "그대로 전송됨: 번역 서비스가 응답하지 않았습니다.",
  'translation.received.unavailable': "번역되지 않음: {from}을(를) {to}(으)로 번역할 수 없습니다.",
  'translation.received.failed': "번역에 실패했습니다.",
  'translation.received.insufficient': "자동 번역되지 않음: 번역 글자 수가 부족합니다.",
  'translation.tryAgain': "다시 시도",
  'translation.short.title': "번역 글자 수가 부족합니다",
  'translation.short.body': "이 번역에는 보유한 번역 글자 수나 골드 코인보다 많은 양이 필요합니다. 번역 패키지를 구매하거나 충전하거나, 메시지를 그대로 보내세요.",
  'translation.short.sendAsWritten': "번역 없이 보내기",
};

export default ko;
