import type meet from './en';

const zhTW: Record<keyof typeof meet, string> = {
  'meet.title': '認識新朋友',
  'meet.filter.label': '顯示',
  'meet.filter.all': '全部',
  'meet.filter.women': '女生',
  'meet.filter.men': '男生',
  'meet.empty': '這裡暫時還沒有人，稍後再來看看吧！',
  'meet.filters': '篩選{count, plural, =0 {} other {（#）}}',
  'meet.filter.language': '使用語言',
  'meet.filter.anyLanguage': '任何語言',
  'meet.filter.region': '所在地區',
  'meet.filter.anywhere': '任何地區',
  'meet.filter.age': '年齡',
  'meet.filter.ageFrom': '從',
  'meet.filter.ageTo': '到',
  'meet.filter.any': '不限',
  'meet.filter.onlineNow': '現在上線',
  'meet.filter.clear': '清除篩選',
  'meet.card.speaks': '說{language}',
  'meet.emptyFiltered': '目前沒有符合這些篩選條件的會員，試試減少條件。',
};

export default zhTW;
