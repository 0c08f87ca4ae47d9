import type friends from './en';

const zhTW: Record<keyof typeof friends, string> = {
  'friends.add': '加好友',
  'friends.requestPending': '已申請',
  'friends.requestSent': '好友申請已送出。',
  'friends.nowFriends': '你們已經是好友了。',
  'friends.isFriend': '好友',
  'friends.requests': '申請',
  'friends.addressBook': '通訊錄',
  'friends.noRequests': '還沒有好友申請。',
  'friends.accept': '同意',
  'friends.reject': '拒絕',
  'friends.accepted': '已同意',
  'friends.rejected': '已拒絕',
  'friends.none': '還沒有好友，去對方主頁加一個吧！',
  'friends.remarkLabel': '{name} 的備註名',
  'friends.remarkPlaceholder': '備註名',
  'friends.remove': '刪除好友',
  'friends.removeConfirm': '要將 {name} 從好友中刪除嗎？之後可以再互相加入。',
  'events.friendRequest': '{name} 想加你為好友。',
  'events.friendAccepted': '{name} 已成為你的好友。',
  'events.view': '查看',
  'friends.share': '分享我的主頁',
  'friends.shareCopied': '連結已複製。7 天內開啟此連結的人可以直接加你為好友。',
  'friends.shareHere': '分享這個連結：7 天內開啟它的人可以直接加你為好友。',
  'friends.shareInvalid': '邀請連結無效或已過期。',
  'friends.shareInvite': '{name} 邀請你成為好友。',
  'friends.shareOwn': '這是你自己的邀請連結，分享給別人吧！',
  'friends.shareAlready': '你和 {name} 已經是好友了。',
};

export default zhTW;
