import type meet from './en';

const ja: Record<keyof typeof meet, string> = {
  'meet.title': '出会える人',
  'meet.filter.label': '表示',
  'meet.filter.all': 'すべて',
  'meet.filter.women': '女性',
  'meet.filter.men': '男性',
  'meet.empty': 'まだ表示できる人がいません。また後で見てください。',
  'meet.filters': '絞り込み{count, plural, =0 {} other {（#）}}',
  'meet.filter.language': '話す言語',
  'meet.filter.anyLanguage': 'すべての言語',
  'meet.filter.region': '居住地',
  'meet.filter.anywhere': 'どこでも',
  'meet.filter.age': '年齢',
  'meet.filter.ageFrom': 'から',
  'meet.filter.ageTo': 'まで',
  'meet.filter.any': '指定なし',
  'meet.filter.onlineNow': '今オンライン',
  'meet.filter.clear': '絞り込みを解除',
  'meet.card.speaks': '{language}を話します',
  'meet.emptyFiltered': '今この条件に合うメンバーはいません。条件を減らしてみてください。',
};

export default ja;
