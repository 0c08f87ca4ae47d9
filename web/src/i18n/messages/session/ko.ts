import type session from './en';

const ko: Record<keyof typeof session, string> = {
  'session.elsewhere.title': '다른 기기에서 로그인됨',
  'session.elsewhere.body':
    '방금 다른 기기에서 회원님의 계정으로 로그인되어 이 기기에서는 로그아웃되었습니다. 본인이 아니라면 비밀번호를 변경해 주세요.',
  'session.elsewhere.ok': '확인',
  'session.suspended.title': '계정 이용 정지',
  'session.suspended.body':
    '커뮤니티 규칙 위반으로 모더레이터가 계정을 이용 정지했습니다. {until, date, long} {until, time, short} 이후에 다시 로그인할 수 있습니다.',
  'session.banned.title': '계정 영구 정지',
  'session.banned.body': '커뮤니티 규칙 위반으로 모더레이터가 계정을 영구 정지했습니다. 다시 로그인할 수 없습니다.',
  'connection.reconnecting': '연결이 끊어졌습니다. 다시 연결하는 중…',
  'connection.offline': '오프라인 상태입니다. 새 메시지와 요청이 도착하지 않습니다.',
  'connection.retry': '다시 시도',
};

export default ko;
