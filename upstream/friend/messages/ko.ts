import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'friend.self': '자기 자신을 친구로 추가할 수 없습니다.',
  'friend.shareInvalid': '초대 링크가 유효하지 않거나 만료되었습니다.',
  'friend.already': '이미 친구입니다.',
  'friend.notFriend': '이 회원은 친구가 아닙니다.',
  'friend.message': '메시지는 최대 200자까지 입력할 수 있습니다.',
  'friend.remark': '메모 이름은 최대 32자까지 입력할 수 있습니다.',
  'apply.notFound': '존재하지 않는 친구 요청입니다.',
  'apply.notPending': '이미 처리된 친구 요청입니다.',
  'apply.id': '올바른 친구 요청을 선택해 주세요.',
  'apply.status': '요청을 수락하려면 1, 거절하려면 2를 선택해 주세요.',
} satisfies Translation<typeof en>;
