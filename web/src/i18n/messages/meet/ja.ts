import type meet from './en';

const ja: Record<keyof typeof meet, string> = {
  'meet.title': '出会える人',
  'meet.filter.label': '表示',
  'meet.filter.all': 'すべて',
  'meet.filter.women': '女性',
  'meet.filter.men': '男性',
  'meet.empty': 'まだ表示できる人がいません。また後で見てください。',
};

export default ja;
