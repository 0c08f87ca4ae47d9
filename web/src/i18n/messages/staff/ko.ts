import type staff from './en';

const ko: Record<keyof typeof staff, string> = {
  'staff.nav.reports': '신고',
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
};

export default ko;
