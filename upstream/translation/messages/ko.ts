import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    '이 번역에는 {characters}자가 필요하지만 오늘의 무료 글자, 번역 글자, 골드 코인으로는 부족합니다. 번역 패키지를 구매하거나 골드 코인을 충전하세요. 원문 그대로 보낼 수도 있으며, 내일이면 무료 글자가 새로 생깁니다.',
  'translation.askCoins':
    '이 번역에는 {characters}자가 필요하고 남은 글자는 {left}자입니다(오늘의 무료 글자와 번역 글자). 나머지는 골드 코인으로 낼 수 있습니다({per}자마다 1개).',
  'translation.unavailable': '{source}에서 {target}(으)로의 번역은 지원되지 않습니다.',
  'translation.failed': '번역 서비스가 응답하지 않습니다. 잠시 후 다시 시도하세요.',
  'translation.sameLanguage': '이 메시지는 이미 {language}입니다. 그렇지 않다면 메시지가 쓰인 언어를 선택하세요.',
  'translation.notText': '텍스트 메시지만 번역할 수 있습니다.',
  'translation.ownMessage': '내 메시지는 번역 설정대로 전송됩니다. 여기서는 받은 메시지만 번역할 수 있습니다.',
  'translation.noWords': '이 메시지에는 번역할 단어가 없습니다.',
  'translation.draftRecord': '이 번역은 다른 글의 번역이거나 이미 보낸 번역입니다. 메시지를 다시 번역해 주세요.',
  'translation.draftAsWritten': '번역 없이 보내는 메시지에는 번역을 붙일 수 없습니다.',
  'translation.correctionText': '제안할 표현을 1~1000자로 써 주세요.',
  'translation.correctionOwn': '더 나은 표현은 받은 메시지에만 제안할 수 있습니다.',
  'translation.correctionUntranslated': '더 나은 표현은 번역된 메시지에만 제안할 수 있습니다. 먼저 번역해 주세요.',
  'translation.correctionSame': '이미 그 표현입니다. 더 나은 표현으로 바꿔서 제안해 주세요.',
  'translation.language': '목록에서 언어를 선택하세요.',
  'translation.outgoing': '언어, 상대방의 언어 또는 번역 안 함을 선택하세요.',
  'translation.autoTranslate': '받은 메시지를 자동으로 번역할지 선택하세요.',
  'translation.payWithCoins': '골드 코인으로 번역 비용을 낼지 true 또는 false로 알려 주세요.',
} satisfies Translation<typeof en>;
