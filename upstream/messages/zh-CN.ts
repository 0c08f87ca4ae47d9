import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: '成功',
  'body.invalid': '请求内容必须是 JSON 对象。',
  'field.notText': '字段“{field}”必须是文本。',
  'field.control': '字段“{field}”包含不允许的控制字符。',
  'platform.invalid': 'platform 请求头过长。',
  'route.notFound': '该地址不存在。',
  'server.internal': '服务器出错了，请稍后再试。',
  'auth.required': '请重新登录。',
  'userId.invalid': '请选择有效的用户。',
  'page.invalid': '页码必须是正整数，每页最多 50 条。',
  'page.tooDeep': '列表最多只能翻到第 100,000 条。',
  'body.tooLarge': '内容太大：最多 {megabytes} MB。',
  'rate.limited': '尝试次数过多，请稍后再试。',
  'lookup.rateLimited': '查找用户过于频繁，请稍作休息后再试。',
} satisfies Translation<typeof en>;
