import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'notice.kind': '알림 종류를 선택하세요.',
  'notice.who': '알림을 보낼 수 있는 사람을 선택하세요: 모두, 내가 팔로우하는 사람, 친구 또는 아무도 없음.',
  'notice.flag': '“{field}” 항목은 true 또는 false여야 합니다.',
  'notice.upTo': '읽음으로 표시할 알림을 올바르게 선택하세요.',
  'notice.id': '올바른 알림을 선택하세요.',
  'notice.notFound': '존재하지 않는 알림입니다.',
  'notice.muteSelf': '자신의 알림은 음소거할 수 없습니다.',
  'announcement.id': '올바른 공지를 선택하세요.',
  'announcement.notFound': '존재하지 않는 공지입니다.',
  'announcement.texts':
    '영어 제목과 본문, 그리고 추가하는 각 언어의 제목과 본문을 입력하세요(제목 120자, 본문 5,000자 이내).',
  'announcement.publishAt': '올바른 게시 시간을 입력하세요.',
  'announcement.updateConflict':
    '열어 본 뒤 다른 관리자가 이 공지를 바꿨습니다. 아무것도 저장되지 않았습니다. 다시 불러와서 다시 시도하세요.',
  'announcement.notEditable':
    '이 공지는 더 이상 바꿀 수 없습니다. 게시된 공지는 글과 시간이 그대로이고, 철회된 공지는 철회된 채로 남습니다.',
  'announcement.version': '읽은 공지의 버전을 입력하세요.',
  'maintenance.texts': '영어 메시지와 추가하는 각 언어의 메시지를 입력하세요(500자 이내).',
  'maintenance.times': '시작과 종료를 입력하세요. 종료는 시작 이후이고 미래여야 합니다.',
  'maintenance.active': 'Across는 {endsAt}까지 점검 중입니다. 그 후에 다시 시도해 주세요.',
  'staff.forbidden': 'Across 운영진만 할 수 있습니다.',
  'push.subscription': '올바른 푸시 구독 정보를 입력하세요.',
} satisfies Translation<typeof en>;
