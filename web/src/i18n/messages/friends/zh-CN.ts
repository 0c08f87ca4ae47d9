import type friends from './en';

const zhCN: Record<keyof typeof friends, string> = {
  'friends.add': '加好友',
  'friends.requestPending': '已申请',
  'friends.requestSent': '好友申请已发送。',
  'friends.nowFriends': '你们已经是好友了。',
  'friends.isFriend': '好友',
  'friends.requests': '申请',
  'friends.addressBook': '通讯录',
  'friends.noRequests': '还没有好友申请。',
  'friends.accept': '同意',
  'friends.reject': '拒绝',
  'friends.accepted': '已同意',
  'friends.rejected': '已拒绝',
  'friends.none': '还没有好友，去对方主页加一个吧！',
  'friends.remarkLabel': '{name} 的备注名',
  'friends.remarkPlaceholder': '备注名',
  'friends.remove': '删除好友',
  'friends.removeConfirm': '要将 {name} 从好友中删除吗？之后可以再互相添加。',
  'events.friendRequest': '{name} 想加你为好友。',
  'events.friendAccepted': '{name} 已成为你的好友。',
  'events.view': '查看',
  'friends.share': '分享我的主页',
  'friends.shareCopied': '链接已复制。7 天内打开此链接的人可以直接加你为好友。',
  'friends.shareHere': '分享这个链接：7 天内打开它的人可以直接加你为好友。',
  'friends.shareInvalid': '邀请链接无效或已过期。',
  'friends.shareInvite': '{name} 邀请你成为好友。',
  'friends.shareOwn': '这是你自己的邀请链接，分享给别人吧！',
  'friends.shareAlready': '你和 {name} 已经是好友了。',
};

export default zhCN;
