import type meet from './en';

const zhCN: Record<keyof typeof meet, string> = {
  'meet.title': '认识新朋友',
  'meet.filter.label': '显示',
  'meet.filter.all': '全部',
  'meet.filter.women': '女生',
  'meet.filter.men': '男生',
  'meet.empty': '这里暂时还没有人，稍后再来看看吧！',
};

export default zhCN;
