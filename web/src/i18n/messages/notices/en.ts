/**
 * English, the source of the notices strings: /notify (the grouped interaction notices, their settings, push to this
 * browser), /announce (staff's announcements) and the maintenance banner and page. Every language has exactly these
 * keys.
 */
const notices = {
  'notices.tab': 'Notices',
  'notices.someone': 'Someone',
  'notices.line.follow':
    '{others, plural, =0 {{name} followed you} one {{name} and # other person followed you} other {{name} and # others followed you}}',
  'notices.line.friend':
    '{others, plural, =0 {{name} is now your friend} one {{name} and # other person are now your friends} other {{name} and # others are now your friends}}',
  'notices.line.visit':
    '{others, plural, =0 {{name} visited your page} one {{name} and # other person visited your page} other {{name} and # others visited your page}}',
  'notices.line.like':
    '{others, plural, =0 {{name} liked your moment} one {{name} and # other person liked your moment} other {{name} and # others liked your moment}}',
  'notices.line.comment':
    '{others, plural, =0 {{name} commented on your moment} one {{name} and # other person commented on your moment} other {{name} and # others commented on your moment}}',
  'notices.line.reply':
    '{others, plural, =0 {{name} replied to your comment} one {{name} and # other person replied to your comment} other {{name} and # others replied to your comment}}',
  'notices.line.gift':
    '{others, plural, =0 {{name} sent you a gift} one {{name} and # other person sent you gifts} other {{name} and # others sent you gifts}}',
  'notices.line.shopGift': '{name} sent you a gift from the shop',
  'notices.line.reportOutcome': 'We reviewed your report. Thank you for helping keep Across safe.',
  'notices.outcome.ACTION_TAKEN': 'Your report ({category}): a moderator took action.',
  'notices.outcome.NO_ACTION': 'Your report ({category}): nothing against the rules was found.',
  'notices.line.moderationWarning': 'Our moderators have warned you: please follow the community rules.',
  'notices.line.match':
    '{others, plural, =0 {You met {name} in a random match} one {You met {name} and # other person in random matches} other {You met {name} and # others in random matches}}',
  'notices.unread': 'Unread',
  'notices.unreadCount': '{count, plural, one {# unread} other {# unread}}',
  'notices.empty':
    'Nothing here yet. When someone follows you, visits your page, or likes or comments on your moments, you will see it here.',
  'notices.momentGone': 'This moment is no longer available.',
  'notices.loadMore': 'Show more',
  'notices.settings.open': 'Settings',
  'notices.settings.title': 'Notification settings',
  'notices.settings.intro': 'For each kind, choose who may notify you and whether it comes as a push notification.',
  'notices.settings.kind.FOLLOW': 'New followers',
  'notices.settings.kind.FRIEND': 'New friends',
  'notices.settings.kind.VISIT': 'Visits to your page',
  'notices.settings.kind.LIKE': 'Likes',
  'notices.settings.kind.COMMENT': 'Comments',
  'notices.settings.kind.REPLY': 'Replies',
  'notices.settings.kind.GIFT': 'Gifts',
  'notices.settings.kind.MATCH': 'Random matches',
  'notices.settings.kind.SHOP_GIFT': 'Shop gifts',
  'notices.settings.kind.REPORT_OUTCOME': 'Report outcomes',
  'notices.settings.kind.MODERATION_WARNING': 'Moderation warnings',
  'notices.settings.who': 'Who may notify me',
  'notices.settings.push': 'Push',
  'notices.audience.EVERYONE': 'Everyone',
  'notices.audience.FOLLOWING': 'People I follow',
  'notices.audience.FRIENDS': 'Friends',
  'notices.audience.NOBODY': 'Nobody',
  'notices.settings.done': 'Done',
  'notices.more': 'More for this notification',
  'notices.mute': 'Mute notifications from {name}',
  'notices.muted': 'You will no longer be notified of what {name} does.',
  'notices.settings.muted.title': 'Muted members',
  'notices.settings.muted.intro':
    'Nothing they do notifies you. Unmuting lets their later activity notify you again; earlier notifications do not come back.',
  'notices.settings.muted.none': 'You have not muted anyone.',
  'notices.settings.unmute': 'Unmute',
  'notices.settings.unmuteNamed': 'Unmute {name}',
  'notices.settings.unmuted': '{name} can notify you again.',
  'notices.push.title': 'Push notifications in this browser',
  'notices.push.on': 'This browser gets push notifications.',
  'notices.push.off': 'This browser gets no push notifications.',
  'notices.push.enable': 'Turn on',
  'notices.push.disable': 'Turn off',
  'notices.push.unsupported': 'This browser cannot receive push notifications.',
  'notices.push.denied':
    'Notifications are blocked for Across in this browser. Allow them in the site settings, then turn them on here.',
  'notices.push.failed': 'Push notifications could not be turned on. Please try again later.',
  'notices.announcements.empty': 'No announcements yet.',
  'notices.announcements.pinned': 'Pinned',
  'notices.announcements.markAll': 'Mark all read',
  'notices.announcements.all': 'All announcements',
  'notices.announcements.notFound': 'This announcement is not available.',
  'notices.maintenance.upcoming': 'Planned maintenance from {start} to {end}.',
  'notices.maintenance.dismiss': 'Hide',
  'notices.maintenance.title': 'Across is down for maintenance',
  'notices.maintenance.until': 'Until {end}. You can still look around; sending, posting and changes work again then.',
  'notices.maintenance.browse': 'Look around meanwhile',
  'notices.maintenance.active': 'Maintenance until {end}: changes are not possible until then.',
  'notices.maintenance.over': 'The maintenance is over. Thank you for your patience.',
  'notices.maintenance.back': 'Back to Across',
};

export default notices;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof notices, string> {}
}
