import type meet from './en';

const zhCN: Record<keyof typeof meet, string> = {
  'meet.title': '认识新朋友',
  'meet.filter.label': '显示',
  'meet.filter.all': '全部',
  'meet.filter.women': '女生',
  'meet.filter.men': '男生',
  'meet.empty': '这里暂时还没有人，稍后再来看看吧！',
  'meet.filters': '筛选{count, plural, =0 {} other {（#）}}',
  'meet.filter.language': '使用语言',
  'meet.filter.anyLanguage': '任何语言',
  'meet.filter.region': '所在地区',
  'meet.filter.anywhere': '任何地区',
  'meet.filter.age': '年龄',
  'meet.filter.ageFrom': '从',
  'meet.filter.ageTo': '到',
  'meet.filter.any': '不限',
  'meet.filter.onlineNow': '现在在线',
  'meet.filter.clear': '清除筛选',
  'meet.card.speaks': '说{language}',
  'meet.emptyFiltered': '目前没有符合这些筛选条件的会员，试试减少条件。',
};

export default zhCN;
