import type notices from './en';

const ja: Record<keyof typeof notices, string> = {
  'notices.tab': '通知',
  'notices.someone': '誰か',
  'notices.line.follow':
    '{others, plural, =0 {{name}さんがあなたをフォローしました} other {{name}さんほか#人があなたをフォローしました}}',
  'notices.line.friend':
    '{others, plural, =0 {{name}さんと友達になりました} other {{name}さんほか#人と友達になりました}}',
  'notices.line.visit':
    '{others, plural, =0 {{name}さんがあなたのページを訪れました} other {{name}さんほか#人があなたのページを訪れました}}',
  'notices.line.like':
    '{others, plural, =0 {{name}さんがあなたのモーメントにいいねしました} other {{name}さんほか#人があなたのモーメントにいいねしました}}',
  'notices.line.comment':
    '{others, plural, =0 {{name}さんがあなたのモーメントにコメントしました} other {{name}さんほか#人があなたのモーメントにコメントしました}}',
  'notices.line.reply':
    '{others, plural, =0 {{name}さんがあなたのコメントに返信しました} other {{name}さんほか#人があなたのコメントに返信しました}}',
  'notices.line.gift':
    '{others, plural, =0 {{name}さんがあなたにギフトを贈りました} other {{name}さんほか#人があなたにギフトを贈りました}}',
  'notices.line.shopGift': '{name}さんがショップからギフトを贈りました',
  'notices.line.reportOutcome': '通報を確認しました。Across の安全を守るためのご協力に感謝します。',
  'notices.outcome.ACTION_TAKEN': 'あなたの通報（{category}）：モデレーターが対応しました。',
  'notices.outcome.NO_ACTION': 'あなたの通報（{category}）：規約違反は見つかりませんでした。',
  'notices.line.moderationWarning': 'モデレーターから警告がありました。コミュニティのルールを守ってください。',
  'notices.line.match':
    '{others, plural, =0 {ランダムマッチで{name}さんと出会いました} other {ランダムマッチで{name}さんほか#人と出会いました}}',
  'notices.unread': '未読',
  'notices.unreadCount': '{count, plural, other {未読#件}}',
  'notices.empty':
    'まだ何もありません。誰かがあなたをフォローしたり、ページを訪れたり、モーメントにいいねやコメントをしたりすると、ここに表示されます。',
  'notices.momentGone': 'このモーメントはもう表示できません。',
  'notices.loadMore': 'もっと見る',
  'notices.settings.open': '設定',
  'notices.settings.title': '通知の設定',
  'notices.settings.intro': '種類ごとに、誰からの通知を受け取るか、プッシュ通知で届けるかを選べます。',
  'notices.settings.kind.FOLLOW': '新しいフォロワー',
  'notices.settings.kind.FRIEND': '新しい友達',
  'notices.settings.kind.VISIT': 'ページへの訪問',
  'notices.settings.kind.LIKE': 'いいね',
  'notices.settings.kind.COMMENT': 'コメント',
  'notices.settings.kind.REPLY': '返信',
  'notices.settings.kind.GIFT': 'ギフト',
  'notices.settings.kind.MATCH': 'ランダムマッチ',
  'notices.settings.kind.SHOP_GIFT': 'ショップのギフト',
  'notices.settings.kind.REPORT_OUTCOME': '通報の結果',
  'notices.settings.kind.MODERATION_WARNING': 'モデレーターからの警告',
  'notices.settings.who': '通知を受け取る相手',
  'notices.settings.push': 'プッシュ',
  'notices.audience.EVERYONE': '全員',
  'notices.audience.FOLLOWING': 'フォロー中の人',
  'notices.audience.FRIENDS': '友達',
  'notices.audience.NOBODY': '受け取らない',
  'notices.settings.done': '完了',
  'notices.more': 'この通知のその他の操作',
  'notices.mute': '{name}さんからの通知をミュート',
  'notices.muted': '{name}さんの行動は今後通知されません。',
  'notices.settings.muted.title': 'ミュート中のメンバー',
  'notices.settings.muted.intro':
    'この人たちの行動は通知されません。ミュートを解除すると、その後の行動が再び通知されます（以前の通知は戻りません）。',
  'notices.settings.muted.none': 'ミュートしているメンバーはいません。',
  'notices.settings.unmute': 'ミュート解除',
  'notices.settings.unmuteNamed': '{name}さんのミュートを解除',
  'notices.settings.unmuted': '{name}さんからの通知が再び届きます。',
  'notices.push.title': 'このブラウザでのプッシュ通知',
  'notices.push.on': 'このブラウザはプッシュ通知を受け取ります。',
  'notices.push.off': 'このブラウザはプッシュ通知を受け取りません。',
  'notices.push.enable': 'オンにする',
  'notices.push.disable': 'オフにする',
  'notices.push.unsupported': 'このブラウザはプッシュ通知を受け取れません。',
  'notices.push.denied':
    'このブラウザでAcrossの通知がブロックされています。サイトの設定で許可してから、ここでオンにしてください。',
  'notices.push.failed': 'プッシュ通知をオンにできませんでした。しばらくしてからもう一度お試しください。',
  'notices.announcements.empty': 'お知らせはまだありません。',
  'notices.announcements.pinned': '固定',
  'notices.announcements.markAll': 'すべて既読にする',
  'notices.announcements.all': 'お知らせ一覧',
  'notices.announcements.notFound': 'このお知らせは表示できません。',
  'notices.maintenance.upcoming': '{start}から{end}までメンテナンスを予定しています。',
  'notices.maintenance.dismiss': '閉じる',
  'notices.maintenance.title': 'Acrossはただいまメンテナンス中です',
  'notices.maintenance.until': '{end}まで。閲覧はできますが、送信・投稿・変更はその後に再びできるようになります。',
  'notices.maintenance.browse': 'そのまま閲覧する',
  'notices.maintenance.active': '{end}までメンテナンス中のため、変更はできません。',
  'notices.maintenance.over': 'メンテナンスが終わりました。ご協力ありがとうございました。',
  'notices.maintenance.back': 'Acrossに戻る',
};

export default ja;
