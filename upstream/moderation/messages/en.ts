/** Texts of moderation, in English: the keys every language has. */
export default {
  'moderation.itemId': 'Please choose a valid report item.',
  'moderation.itemNotFound': 'This report item does not exist.',
  'moderation.updateConflict':
    'Someone else changed this report item since you opened it. Please reload it and decide again.',
  'moderation.version': 'Please give the version of the report item you are acting on.',
  'moderation.action': 'Please choose dismiss, warn, remove, suspend or ban.',
  'moderation.removeMember': 'A report about a member has no content to remove: warn, suspend or ban instead.',
  'moderation.days': 'A suspension lasts 1 to 365 days, and only a suspension takes days.',
  'moderation.note': 'The note can be at most 500 characters.',
  'moderation.state': 'Please choose open, decided or all.',
  'moderation.kind': 'Please choose member, message, moment or comment.',
  'moderation.mine': 'The filter “mine” is 1 or 0.',
  'moderation.momentId': 'Please choose a valid moment.',
  'moderation.commentId': 'Please choose a valid comment.',
  'moderation.ownContent': 'You cannot report your own post.',
  'moderation.suspended': 'Your account is suspended until {until} for breaking the community rules.',
  'moderation.banned': 'Your account has been banned for breaking the community rules.',
};
