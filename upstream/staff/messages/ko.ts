export default {
  'staff.secondFactorRequired': '먼저 인증 앱의 코드로 본인임을 확인해 주세요.',
  'staff.codeRequired': '인증 앱의 코드나 복구 코드를 입력해 주세요.',
  'staff.codeInvalid': '코드가 맞지 않거나 이미 사용되었습니다. 현재 코드를 입력해 주세요.',
  'staff.factorEnrolled': '2단계 인증이 이미 설정되어 있습니다.',
  'staff.factorNotEnrolled': '먼저 2단계 인증을 설정해 주세요.',
  'staff.lastAdmin': '마지막 관리자는 역할을 잃을 수 없습니다. 먼저 다른 사람을 관리자로 지정하세요.',
  'staff.memberNotFound': '이 이메일 주소를 가진 회원이 없습니다.',
  'staff.role': '지원, 모더레이터, 관리자 또는 없음 중에서 선택해 주세요.',
  'staff.email': '회원의 이메일 주소를 입력해 주세요.',
  'staff.notStaff': '이 회원은 스태프가 아닙니다.',
  'staff.resetSelf':
    '자신의 2단계 인증은 여기서 재설정할 수 없습니다. 복구 코드를 사용하거나 다른 관리자에게 요청하세요.',
};
