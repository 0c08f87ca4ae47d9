import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'user.notFound': '존재하지 않는 사용자입니다.',
  'search.self': '자신의 계정은 검색할 수 없습니다.',
  'search.required': '검색할 닉네임이나 ID를 입력해 주세요.',
  'follow.self': '자기 자신을 팔로우할 수 없습니다.',
  'block.self': '자기 자신을 차단할 수 없습니다.',
  'privacy.invalid': '개인정보 설정은 켜기 또는 끄기만 가능합니다.',
  'meet.age': '나이는 18세에서 99세 사이로, 어린 나이를 먼저 선택하세요.',
  'meet.online': '‘지금 온라인’은 1(온라인 회원만) 또는 0입니다.',
} satisfies Translation<typeof en>;
