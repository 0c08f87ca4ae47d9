import type meet from './en';

const zhTW: Record<keyof typeof meet, string> = {
  'meet.title': '認識新朋友',
  'meet.filter.label': '顯示',
  'meet.filter.all': '全部',
  'meet.filter.women': '女生',
  'meet.filter.men': '男生',
  'meet.empty': '這裡暫時還沒有人，稍後再來看看吧！',
};

export default zhTW;
