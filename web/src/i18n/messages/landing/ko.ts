import type landing from './en';

const ko: Record<keyof typeof landing, string> = {
  'landing.hero.title': '언어의 장벽 없는 사랑',
  'landing.hero.body':
    'Across는 전 세계의 싱글을 연결합니다. 메시지는 번역 서비스가 지원하는 언어 사이에서 내 언어나 내가 구사하는 다른 언어로 번역됩니다.',
  'landing.register': '무료 계정 만들기',
  'landing.values.title': '우리의 가치',
  'landing.values.body': '정직, 존중, 그리고 다른 문화에 대한 호기심. 진짜 관계는 진짜 대화에서 시작된다고 믿습니다.',
  'landing.safety.title': '안전이 최우선',
  'landing.safety.body': '인증된 이메일 주소, 한 번의 탭으로 신고와 차단, 모든 신고를 검토하는 팀.',
  'landing.guidelines.title': '커뮤니티 가이드라인',
  'landing.guidelines.body':
    '친절하게, 있는 그대로의 모습으로. 다른 회원에게 절대 돈을 요구하지 마세요. 규칙을 어긴 회원은 퇴출됩니다.',
  'landing.premium.title': '싱글을 위한 프리미엄 커뮤니티',
  'landing.premium.intro': '진지하게 반려자를 찾는 분들을 위해.',
  'landing.premium.elite.title': '엘리트 회원',
  'landing.premium.elite.body': '진지한 관계를 원하는 열정적이고 교양 있는 싱글을 만나 보세요.',
  'landing.premium.planning.title': '인생 설계',
  'landing.premium.planning.body': '가족, 커리어, 집에 대한 계획을 나누고 목표가 맞는 사람을 찾으세요.',
  'landing.premium.privacy.title': '보안과 개인정보',
  'landing.premium.privacy.body':
    '내 사진과 프로필을 누가 볼지 직접 정합니다. 데이터는 암호화되며 절대 판매되지 않습니다.',
  'landing.download.title': '언제 어디서나 Across',
  'landing.download.body': 'iPhone과 Android 앱이 곧 출시됩니다.',
  'landing.download.soon': '출시 예정',
  'page.back': '홈으로 돌아가기',
  'page.about.title': 'Across 소개',
  'page.about.p1':
    'Across는 국경을 넘어 만나고 싶은 사람들을 위한 소셜·데이팅 커뮤니티입니다. 자동 번역 덕분에 누구나 자신의 언어로 글을 씁니다.',
  'page.about.p2': '거리와 언어가 누구를 사랑할지 정해서는 안 된다는 생각으로 Across를 시작했습니다.',
  'page.safety.title': '안전한 만남',
  'page.safety.p1':
    '만난 적 없는 사람에게 절대 돈을 보내거나 은행 정보를 알려 주지 마세요. 확신이 들 때까지 Across에서 대화하세요.',
  'page.safety.p2':
    '첫 만남은 사람이 많은 장소에서 하고, 친구에게 어디 가는지 알리세요. 의심스러운 일은 신고해 주세요. 모든 신고를 검토합니다.',
  'page.privacy.title': '개인정보 및 약관',
  'page.privacy.p1': 'Across 운영에 필요한 정보만 저장합니다. 계정, 프로필, 메시지. 데이터를 절대 판매하지 않습니다.',
  'page.privacy.p2':
    'Across는 만 18세 이상만 이용할 수 있습니다. 계정 설정에서 언제든지 탈퇴할 수 있으며, 그때 데이터가 삭제됩니다.',
  'page.help.title': '고객센터',
  'page.help.p1':
    '비밀번호를 잊으셨나요? 로그인 화면의 “비밀번호를 잊으셨나요?”를 누르면 이메일로 코드를 보내 드립니다.',
  'page.help.p2': '그 밖의 문의는 로그인 후 채팅 패널에서 고객 서비스에 남겨 주세요. 하루 안에 답변드립니다.',
};

export default ko;
