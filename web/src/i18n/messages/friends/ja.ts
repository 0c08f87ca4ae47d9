import type friends from './en';

const ja: Record<keyof typeof friends, string> = {
  'friends.add': '友達に追加',
  'friends.requestPending': '申請済み',
  'friends.requestSent': '友達申請を送りました。',
  'friends.nowFriends': '友達になりました。',
  'friends.isFriend': '友達',
  'friends.requests': '申請',
  'friends.addressBook': 'アドレス帳',
  'friends.noRequests': '友達申請はまだありません。',
  'friends.accept': '承認',
  'friends.reject': '拒否',
  'friends.accepted': '承認済み',
  'friends.rejected': '拒否済み',
  'friends.none': 'まだ友達がいません。相手のページから追加しましょう！',
  'friends.remarkLabel': '{name} のメモ名',
  'friends.remarkPlaceholder': 'メモ名',
  'friends.remove': '友達から削除',
  'friends.removeConfirm': '{name} を友達から削除しますか？あとでまた追加できます。',
  'events.friendRequest': '{name} さんから友達申請が届きました。',
  'events.friendAccepted': '{name} さんと友達になりました。',
  'events.view': '見る',
  'friends.share': 'プロフィールを共有',
  'friends.shareCopied': 'リンクをコピーしました。7 日以内にこのリンクを開いた人は、あなたを友達に追加できます。',
  'friends.shareHere': 'このリンクを共有してください。7 日以内に開いた人は、あなたを友達に追加できます。',
  'friends.shareInvalid': '招待リンクが無効か、期限が切れています。',
  'friends.shareInvite': '{name} さんから友達の招待が届いています。',
  'friends.shareOwn': 'これはあなた自身の招待リンクです。誰かに共有しましょう！',
  'friends.shareAlready': '{name} さんとはすでに友達です。',
};

export default ja;
