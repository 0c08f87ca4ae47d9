import type meet from './en';

const ko: Record<keyof typeof meet, string> = {
  'meet.title': '만날 사람들',
  'meet.filter.label': '보기',
  'meet.filter.all': '전체',
  'meet.filter.women': '여성',
  'meet.filter.men': '남성',
  'meet.empty': '아직 보여 드릴 사람이 없습니다. 곧 다시 확인해 주세요!',
  'meet.filters': '필터{count, plural, =0 {} other { (#)}}',
  'meet.filter.language': '사용 언어',
  'meet.filter.anyLanguage': '모든 언어',
  'meet.filter.region': '거주 지역',
  'meet.filter.anywhere': '모든 지역',
  'meet.filter.age': '나이',
  'meet.filter.ageFrom': '부터',
  'meet.filter.ageTo': '까지',
  'meet.filter.any': '상관없음',
  'meet.filter.onlineNow': '지금 온라인',
  'meet.filter.clear': '필터 지우기',
  'meet.card.speaks': '{language} 사용',
  'meet.emptyFiltered': '지금은 이 필터에 맞는 회원이 없습니다. 필터를 줄여 보세요.',
};

export default ko;
