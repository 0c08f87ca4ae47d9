import type notices from './en';

const ko: Record<keyof typeof notices, string> = {
  'notices.tab': '알림',
  'notices.someone': '누군가',
  'notices.line.follow':
    '{others, plural, =0 {{name}님이 회원님을 팔로우했습니다} other {{name}님 외 #명이 회원님을 팔로우했습니다}}',
  'notices.line.friend':
    '{others, plural, =0 {{name}님과 친구가 되었습니다} other {{name}님 외 #명과 친구가 되었습니다}}',
  'notices.line.visit':
    '{others, plural, =0 {{name}님이 회원님의 페이지를 방문했습니다} other {{name}님 외 #명이 회원님의 페이지를 방문했습니다}}',
  'notices.line.like':
    '{others, plural, =0 {{name}님이 회원님의 모멘트를 좋아합니다} other {{name}님 외 #명이 회원님의 모멘트를 좋아합니다}}',
  'notices.line.comment':
    '{others, plural, =0 {{name}님이 회원님의 모멘트에 댓글을 남겼습니다} other {{name}님 외 #명이 회원님의 모멘트에 댓글을 남겼습니다}}',
  'notices.line.reply':
    '{others, plural, =0 {{name}님이 회원님의 댓글에 답글을 남겼습니다} other {{name}님 외 #명이 회원님의 댓글에 답글을 남겼습니다}}',
  'notices.line.gift':
    '{others, plural, =0 {{name}님이 선물을 보냈습니다} other {{name}님 외 #명이 선물을 보냈습니다}}',
  'notices.line.shopGift': '{name}님이 쇼핑몰에서 선물을 보냈습니다',
  'notices.line.reportOutcome': '신고를 검토했습니다. Across를 안전하게 지키는 데 도움을 주셔서 감사합니다.',
  'notices.outcome.ACTION_TAKEN': '회원님의 신고({category}): 모더레이터가 조치했습니다.',
  'notices.outcome.NO_ACTION': '회원님의 신고({category}): 규칙 위반이 발견되지 않았습니다.',
  'notices.line.moderationWarning': '운영진이 회원님에게 경고했습니다. 커뮤니티 규칙을 지켜 주세요.',
  'notices.line.match':
    '{others, plural, =0 {랜덤 매칭에서 {name}님을 만났습니다} other {랜덤 매칭에서 {name}님 외 #명을 만났습니다}}',
  'notices.unread': '읽지 않음',
  'notices.unreadCount': '{count, plural, other {읽지 않은 알림 #개}}',
  'notices.empty':
    '아직 아무것도 없습니다. 누군가 회원님을 팔로우하거나 페이지를 방문하거나 모멘트에 좋아요나 댓글을 남기면 여기에 표시됩니다.',
  'notices.momentGone': '이 모멘트는 더 이상 볼 수 없습니다.',
  'notices.loadMore': '더 보기',
  'notices.settings.open': '설정',
  'notices.settings.title': '알림 설정',
  'notices.settings.intro': '종류별로 누구의 알림을 받을지, 푸시 알림으로 받을지 선택하세요.',
  'notices.settings.kind.FOLLOW': '새 팔로워',
  'notices.settings.kind.FRIEND': '새 친구',
  'notices.settings.kind.VISIT': '내 페이지 방문',
  'notices.settings.kind.LIKE': '좋아요',
  'notices.settings.kind.COMMENT': '댓글',
  'notices.settings.kind.REPLY': '답글',
  'notices.settings.kind.GIFT': '선물',
  'notices.settings.kind.MATCH': '랜덤 매칭',
  'notices.settings.kind.SHOP_GIFT': '쇼핑몰 선물',
  'notices.settings.kind.REPORT_OUTCOME': '신고 처리 결과',
  'notices.settings.kind.MODERATION_WARNING': '운영진 경고',
  'notices.settings.who': '알림을 받을 대상',
  'notices.settings.push': '푸시',
  'notices.audience.EVERYONE': '모두',
  'notices.audience.FOLLOWING': '내가 팔로우하는 사람',
  'notices.audience.FRIENDS': '친구',
  'notices.audience.NOBODY': '받지 않음',
  'notices.settings.done': '완료',
  'notices.more': '이 알림에 대한 더보기',
  'notices.mute': '{name}님의 알림 끄기',
  'notices.muted': '이제 {name}님의 활동은 알림으로 받지 않습니다.',
  'notices.settings.muted.title': '알림을 끈 회원',
  'notices.settings.muted.intro':
    '이 회원들의 활동은 알림으로 오지 않습니다. 알림을 다시 켜면 이후 활동부터 알림을 받으며, 이전 알림은 돌아오지 않습니다.',
  'notices.settings.muted.none': '알림을 끈 회원이 없습니다.',
  'notices.settings.unmute': '알림 켜기',
  'notices.settings.unmuteNamed': '{name}님의 알림 켜기',
  'notices.settings.unmuted': '{name}님의 알림을 다시 받습니다.',
  'notices.push.title': '이 브라우저의 푸시 알림',
  'notices.push.on': '이 브라우저는 푸시 알림을 받습니다.',
  'notices.push.off': '이 브라우저는 푸시 알림을 받지 않습니다.',
  'notices.push.enable': '켜기',
  'notices.push.disable': '끄기',
  'notices.push.unsupported': '이 브라우저는 푸시 알림을 받을 수 없습니다.',
  'notices.push.denied':
    '이 브라우저에서 Across 알림이 차단되어 있습니다. 사이트 설정에서 허용한 뒤 여기에서 켜 주세요.',
  'notices.push.failed': '푸시 알림을 켜지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'notices.announcements.empty': '아직 공지가 없습니다.',
  'notices.announcements.pinned': '고정됨',
  'notices.announcements.markAll': '모두 읽음으로 표시',
  'notices.announcements.all': '전체 공지',
  'notices.announcements.notFound': '이 공지는 볼 수 없습니다.',
  'notices.maintenance.upcoming': '{start}부터 {end}까지 점검이 예정되어 있습니다.',
  'notices.maintenance.dismiss': '숨기기',
  'notices.maintenance.title': 'Across 점검 중입니다',
  'notices.maintenance.until': '{end}까지입니다. 둘러보기는 할 수 있으며, 보내기·게시·변경은 그 이후에 다시 됩니다.',
  'notices.maintenance.browse': '그동안 둘러보기',
  'notices.maintenance.active': '{end}까지 점검 중이라 변경할 수 없습니다.',
  'notices.maintenance.over': '점검이 끝났습니다. 기다려 주셔서 감사합니다.',
  'notices.maintenance.back': 'Across로 돌아가기',
};

export default ko;
