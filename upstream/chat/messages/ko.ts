import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': '1~1000자의 메시지를 입력하세요.',
  'chat.translate': '이 메시지를 번역할지 지정하세요(true 또는 false).',
  'chat.clientId': '메시지 ID는 1~64자의 영문자, 숫자, “-” 또는 “_”여야 합니다.',
  'chat.type': '이 종류의 메시지는 보낼 수 없습니다.',
  'chat.image': '해당 업로드가 없거나 이미 사용되었습니다.',
  'chat.burn': '읽은 후 삭제는 켜기 또는 끄기여야 합니다.',
  'chat.ext': '추가 데이터는 2 KB 이하의 JSON 객체여야 합니다.',
  'chat.self': '자신에게 메시지를 보낼 수 없습니다.',
  'chat.blocked': '이 회원과 채팅할 수 없습니다.',
  'chat.unavailable': '이 회원은 계정을 해지했습니다.',
  'chat.messageId': '올바른 메시지를 선택하세요.',
  'chat.messageNotFound': '이 메시지는 존재하지 않습니다.',
  'chat.recallExpired': '이 메시지는 더 이상 회수할 수 없습니다.',
  'chat.welcome':
    'Across에 오신 것을 환영합니다! 고객 센터입니다. 도움이 필요하면 언제든지 여기에 사용하시는 언어로 메시지를 보내 주세요.',
  'chat.burnViewed': '이 사진은 이미 열람되었습니다.',
  'chat.rateLimited': '메시지를 너무 빨리 보내고 있습니다. 잠시 기다려 주세요.',
  'chat.typing': '입력 중 값은 true 또는 false여야 합니다.',
  'complain.type': '신고 유형을 선택하세요.',
  'complain.reason': '사유를 1~200자로 입력하세요.',
  'complain.notes': '메모는 최대 1000자까지 입력할 수 있습니다.',
  'complain.tooMany': '오늘 이미 많은 신고를 보냈습니다. 내일 다시 시도해 주세요.',
  'complain.tooManyAboutMember':
    '오늘 이 회원을 이미 여러 번 신고했습니다. 신고는 접수되었습니다. 잠시 후 다시 신고해 주세요.',
  'complain.harassment': '괴롭힘 또는 욕설',
  'complain.spam': '스팸 또는 사기',
  'complain.photos': '부적절한 사진',
  'complain.fake': '가짜 프로필',
  'complain.underage': '미성년자',
  'complain.other': '기타',
} satisfies Translation<typeof en>;
