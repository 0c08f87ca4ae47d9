/** Texts of notices, announcements, maintenance and push, in English: the keys every language has. */
export default {
  'notice.kind': 'Please choose a kind of notification.',
  'notice.who': 'Please choose who may notify you: everyone, people you follow, friends or nobody.',
  'notice.flag': 'The field “{field}” must be true or false.',
  'notice.upTo': 'Please choose a valid notification to mark read up to.',
  'notice.id': 'Please choose a valid notification.',
  'notice.notFound': 'This notification does not exist.',
  'notice.muteSelf': 'You cannot mute your own notifications.',
  'announcement.id': 'Please choose a valid announcement.',
  'announcement.notFound': 'This announcement does not exist.',
  'announcement.texts':
    'Give a title and a text in English, and in any other language you add (titles up to 120 characters, texts up to 5,000).',
  'announcement.publishAt': 'Please give a valid publication time.',
  'announcement.updateConflict':
    'Another admin changed this announcement since you opened it: nothing was saved. Reload it and try again.',
  'announcement.notEditable':
    'This announcement can no longer be changed: a published one keeps its texts and time, a withdrawn one stays withdrawn.',
  'announcement.version': 'Please give the version of the announcement you read.',
  'maintenance.texts': 'Give the message in English, and in any other language you add (up to 500 characters).',
  'maintenance.times': 'Give a start and an end: the end after the start, and in the future.',
  'maintenance.active': 'Across is down for maintenance until {endsAt}. Please try again then.',
  'staff.forbidden': 'Only Across staff may do this.',
  'push.subscription': 'Please give a valid push subscription.',
};
