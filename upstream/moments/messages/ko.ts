import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': '이 모먼트는 없거나 볼 수 없습니다.',
  'moment.commentNotFound': '이 댓글은 없거나 볼 수 없습니다.',
  'moment.id': '올바른 모먼트를 선택해 주세요.',
  'moment.commentId': '올바른 댓글을 선택해 주세요.',
  'moment.content': '내용을 입력해 주세요. 모먼트는 1~{max}자입니다.',
  'moment.pictures': '사진을 1~{max}장 추가해 주세요.',
  'moment.pictureUnknown': '직접 올리지 않았거나 이미 사용된 사진이 있습니다. 다시 올려 주세요.',
  'moment.type': '일반 모먼트 또는 보면 사라지는 모먼트를 선택해 주세요.',
  'moment.audience': '전체, 친구 또는 나만 중에서 선택해 주세요.',
  'moment.flag': 'true 또는 false를 선택해 주세요.',
  'moment.comment': '1~{max}자의 댓글을 입력해 주세요.',
  'moment.scope': '전체, 팔로잉, 친구, 근처, 랜덤, 회원 또는 내 것 중에서 선택해 주세요.',
  'moment.cursor': '목록 위치가 올바르지 않습니다. 목록을 새로 고쳐 주세요.',
  'moment.seed': '랜덤 순서에는 1~64자의 문자나 숫자로 된 시드가 필요합니다.',
  'moment.userIds': '회원 ID를 1~{max}개 입력해 주세요.',
  'moment.burnViewed': '이미 이 사진을 보셨습니다.',
  'moment.burnOwn': '내가 올린 사라지는 사진은 항상 볼 수 있습니다.',
  'moment.notBurn': '보면 사라지는 모먼트가 아닙니다.',
  'moment.publishLimit': '한 시간에 최대 {max}개의 모먼트를 올릴 수 있습니다. 잠시 후 다시 시도해 주세요.',
  'moment.commentLimit': '댓글을 너무 빨리 달고 있습니다. 잠시 기다려 주세요.',
  'moment.noWords': '번역할 단어가 없습니다.',
  'moment.sameLanguage': '이 글은 이미 {language}입니다.',
} satisfies Translation<typeof en>;
