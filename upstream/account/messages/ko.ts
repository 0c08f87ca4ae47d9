import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': '이메일 주소를 입력해 주세요.',
  'email.invalid': '올바른 이메일 주소를 입력해 주세요.',
  'password.required': '비밀번호를 입력해 주세요.',
  'password.length': '비밀번호는 8~128자여야 합니다.',
  'login.invalid': '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
  'password.wrong': '현재 비밀번호가 올바르지 않습니다.',
  'account.exists': '이 이메일 주소로 가입된 계정이 이미 있습니다.',
  'chat.duplicate': '이미 존재하는 사용자입니다.',
  'chat.usernameTooLong': '사용자 이름이 64바이트를 초과합니다.',
  'chat.usernameIllegal': '사용할 수 없는 사용자 이름입니다.',
  'code.required': '인증 코드를 입력해 주세요.',
  'code.invalid': '인증 코드가 올바르지 않습니다.',
  'code.expired': '인증 코드가 만료되었습니다. 새 코드를 요청해 주세요.',
  'code.tooManyGuesses': '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청해 주세요.',
  'purpose.invalid': '알 수 없는 인증 목적입니다.',
  'registration.closed': '등록 사용자 수가 한도에 도달했습니다. 엔터프라이즈 버전으로 업그레이드해 주세요.',
  'registration.forbidden': '가입 실패: 권한이 없습니다.',
  'mail.code.subject.register': 'Across 인증 코드',
  'mail.code.body.register':
    'Across 계정 가입 인증 코드는 {code}입니다. 10분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요.',
  'mail.code.subject.reset': 'Across 비밀번호 재설정',
  'mail.code.body.reset':
    'Across 비밀번호 재설정 코드는 {code}입니다. 10분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 변경되지 않습니다.',
  'mail.exists.subject': '이미 Across 계정이 있습니다',
  'mail.exists.body':
    '누군가 이 주소로 Across 계정을 만들려고 했지만 이미 가입된 주소입니다. 로그인하시거나 비밀번호를 잊으셨다면 재설정하세요. 본인이 아니라면 이 메일을 무시하세요.',
} satisfies Translation<typeof en>;
