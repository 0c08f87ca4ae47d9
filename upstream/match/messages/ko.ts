import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': '오늘의 매칭을 모두 사용했습니다. 내일 다시 오세요.',
  'match.preferencesNotAllowed': '만날 사람을 고르는 기능은 SVIP 회원 전용입니다.',
  'match.attemptNotFound': '이 매칭은 없거나 회원님의 것이 아닙니다.',
  'match.preferences': '만날 사람은 성별, 나이 범위, 언어, 지역으로만 고를 수 있습니다.',
  'match.id': '올바른 매칭을 선택해 주세요.',
} satisfies Translation<typeof en>;
