/**
 * English, the source of the admins' notice strings: announcements and maintenance in the staff console
 * (/staff/announcements, /staff/maintenance). Every language has exactly these keys.
 */
const staffNotices = {
  'staffNotices.announcements.title': 'Announcements',
  'staffNotices.announcements.new': 'New announcement',
  'staffNotices.announcements.count': '{count, plural, one {# announcement} other {# announcements}}',
  'staffNotices.announcements.empty': 'No announcements yet.',
  'staffNotices.state.SCHEDULED': 'Scheduled',
  'staffNotices.state.PUBLISHED': 'Published',
  'staffNotices.state.WITHDRAWN': 'Withdrawn',
  'staffNotices.pinned': 'Pinned',
  'staffNotices.by': 'by {name}',
  'staffNotices.edit': 'Edit',
  'staffNotices.pin.edit': 'Pin or unpin',
  'staffNotices.withdraw': 'Withdraw',
  'staffNotices.withdraw.scheduled': 'Withdraw “{title}”? It will never be published.',
  'staffNotices.withdraw.published':
    'Withdraw “{title}”? It leaves every member’s list and unread count at once. This cannot be undone.',
  'staffNotices.cancel': 'Cancel',
  'staffNotices.close': 'Close',
  'staffNotices.conflict':
    'Another admin changed this since you opened it: nothing was saved. Reload the page and try again.',
  'staffNotices.editor.new': 'New announcement',
  'staffNotices.editor.edit': 'Edit scheduled announcement',
  'staffNotices.editor.pin': 'Published announcement: pin or unpin',
  'staffNotices.language': 'Language',
  'staffNotices.field.title': 'Title ({language})',
  'staffNotices.field.body': 'Text ({language})',
  'staffNotices.fallbackHint': 'Optional: members reading this language see the English text when it is left empty.',
  'staffNotices.preview': 'Preview',
  'staffNotices.preview.back': 'Back to editing',
  'staffNotices.preview.as': 'As a member reading {language} sees it:',
  'staffNotices.preview.fallback': 'Nothing in {language} yet: members reading {language} see the English text:',
  'staffNotices.schedule': 'When',
  'staffNotices.schedule.now': 'Publish now',
  'staffNotices.schedule.nowEdit': 'Publish now (instead of the scheduled time)',
  'staffNotices.schedule.later': 'Schedule for',
  'staffNotices.schedule.at': 'Date and time (your local time)',
  'staffNotices.schedule.submit': 'Schedule',
  'staffNotices.publish': 'Publish now',
  'staffNotices.save': 'Save',
  'staffNotices.saved': 'Saved.',
  'staffNotices.pin': 'Pin it (shown first)',
  'staffNotices.error.english': 'Give a title and a text in English: every member without their own language reads it.',
  'staffNotices.error.incomplete': 'Give both a title and a text in {language}, or leave both empty.',
  'staffNotices.error.tooLong': 'The title in {language} is too long (up to 120 characters; texts up to 5,000).',
  'staffNotices.error.time': 'Give a valid date and time.',
  'staffNotices.error.past': 'The scheduled time has passed: choose a later one or publish now.',
  'staffNotices.pages': 'Pages',
  'staffNotices.firstPage': 'First page',
  'staffNotices.nextPage': 'Next page',
  'staffNotices.maintenance.title': 'Maintenance',
  'staffNotices.maintenance.none': 'No maintenance window is set.',
  'staffNotices.maintenance.active': 'On now: members’ changes are refused',
  'staffNotices.maintenance.upcoming': 'Upcoming: members see a notice',
  'staffNotices.maintenance.starts': 'Starts',
  'staffNotices.maintenance.ends': 'Ends',
  'staffNotices.maintenance.replace': 'Replace the window',
  'staffNotices.maintenance.set': 'Set a maintenance window',
  'staffNotices.maintenance.clear': 'Clear',
  'staffNotices.maintenance.clearQuestion':
    'Clear the maintenance window? Members can make changes again at once and the notice goes.',
  'staffNotices.maintenance.save': 'Save the window',
  'staffNotices.maintenance.textsHint':
    'The notice members see, per language (English required; others fall back to it).',
  'staffNotices.maintenance.error.english': 'Give the message in English.',
  'staffNotices.maintenance.error.order': 'The end must be after the start.',
  'staffNotices.maintenance.error.past': 'The end must be in the future.',
};

export default staffNotices;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof staffNotices, string> {}
}
