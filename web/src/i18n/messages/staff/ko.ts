import type staff from './en';

const ko: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '신고',
  'staff.nav.announcements': '공지',
  'staff.nav.maintenance': '점검',
  'staff.nav.support': '고객센터',
  'staff.back': 'Across로 돌아가기',
  'staff.code.label': '코드',
  'staff.verify.title': '본인 확인',
  'staff.verify.body':
    '스태프 화면은 이 기기에서 2단계 인증이 필요합니다. 인증 앱에 표시된 코드나 복구 코드를 입력하세요.',
  'staff.verify.submit': '계속',
  'staff.enrol.title': '2단계 인증 설정',
  'staff.enrol.body':
    '스태프는 비밀번호와 함께 인증 앱의 코드로 로그인합니다. 앱에 Across를 추가하고 표시된 코드를 입력하세요.',
  'staff.enrol.start': '시작',
  'staff.enrol.secret': '또는 앱에 이 키를 입력하세요:',
  'staff.enrol.confirm': '확인',
  'staff.recovery.title': '복구 코드',
  'staff.recovery.body':
    '휴대폰을 잃어버리면 각 코드는 앱 코드 대신 한 번 사용할 수 있습니다. 안전한 곳에 보관하세요. 다시 표시되지 않습니다.',
  'staff.recovery.saved': '저장했습니다',
  'staff.nav.team': '스태프',
  'staff.forbidden.title': '내 역할로는 볼 수 없습니다',
  'staff.forbidden.body': '이 페이지는 관리자용입니다. 콘솔 막대에서 내 역할의 페이지로 이동하세요.',
  'staff.role.SUPPORT': '지원',
  'staff.role.MODERATOR': '모더레이터',
  'staff.role.ADMIN': '관리자',
  'staff.team.title': '스태프 목록',
  'staff.team.body': '지원 담당은 고객 상담을, 모더레이터는 신고를 처리하고, 관리자는 모든 일을 할 수 있습니다.',
  'staff.team.empty': '아직 스태프가 없습니다.',
  'staff.team.grant.title': '스태프 추가',
  'staff.team.email': '이메일 주소',
  'staff.team.role': '역할',
  'staff.team.grant': '추가',
  'staff.team.you': '(나)',
  'staff.team.factor.on': '2단계 인증 설정됨',
  'staff.team.factor.off': '2단계 인증 미설정',
  'staff.team.roleOf': '{name}의 역할',
  'staff.team.reset': '2단계 인증 재설정',
  'staff.team.reset.confirm':
    '{name} 님은 다음 스태프 페이지에서 새 2단계 인증을 설정하며, 복구 코드는 더 이상 쓸 수 없습니다. 재설정할까요?',
  'staff.team.reset.do': '재설정',
  'staff.team.remove': '스태프에서 제외',
  'staff.team.remove.confirm': '{name} 님은 더 이상 콘솔에 들어올 수 없습니다. 스태프에서 제외할까요?',
  'staff.team.remove.do': '제외',
  'staff.team.cancel': '취소',
  'staff.team.granted': '{name} 님의 역할이 {role}(으)로 바뀌었습니다.',
  'staff.team.removed': '{name} 님은 이제 스태프가 아닙니다.',
  'staff.team.resetDone': '{name} 님은 다음 스태프 페이지에서 새 2단계 인증을 설정합니다.',
};

export default ko;
