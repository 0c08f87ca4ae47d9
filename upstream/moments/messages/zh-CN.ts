import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': '该动态不存在或对你不可见。',
  'moment.commentNotFound': '该评论不存在或对你不可见。',
  'moment.id': '请选择有效的动态。',
  'moment.commentId': '请选择有效的评论。',
  'moment.content': '请写点什么：动态为 1 到 {max} 个字符。',
  'moment.pictures': '请添加 1 到 {max} 张照片。',
  'moment.pictureUnknown': '有照片不是你上传的或已被使用，请重新上传。',
  'moment.type': '请选择普通动态或阅后即焚动态。',
  'moment.audience': '请选择所有人、好友或仅自己。',
  'moment.flag': '请选择 true 或 false。',
  'moment.comment': '请输入 1 到 {max} 个字符的评论。',
  'moment.scope': '请选择全部、关注、好友、附近、随机、用户或我的。',
  'moment.cursor': '列表位置无效，请刷新列表。',
  'moment.seed': '随机顺序需要 1 到 64 个字母或数字的种子。',
  'moment.userIds': '请提供 1 到 {max} 个用户 ID。',
  'moment.burnViewed': '你已经看过这些照片了。',
  'moment.burnOwn': '你自己的阅后即焚照片始终对你可见。',
  'moment.notBurn': '这不是阅后即焚动态。',
  'moment.publishLimit': '每小时最多发布 {max} 条动态，请稍后再试。',
  'moment.commentLimit': '你评论得太快了，请稍等。',
  'moment.noWords': '这段文字没有可翻译的内容。',
  'moment.sameLanguage': '这段文字已经是{language}。',
} satisfies Translation<typeof en>;
