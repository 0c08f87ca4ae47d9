import type meet from './en';

const ko: Record<keyof typeof meet, string> = {
  'meet.title': '만날 사람들',
  'meet.filter.label': '보기',
  'meet.filter.all': '전체',
  'meet.filter.women': '여성',
  'meet.filter.men': '남성',
  'meet.empty': '아직 보여 드릴 사람이 없습니다. 곧 다시 확인해 주세요!',
};

export default ko;
