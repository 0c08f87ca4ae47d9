/** English, the source of the support desk's strings (/staff/support). Every language has exactly these keys. */
const support = {
  'support.title': 'Customer service',
  'support.filter.unreadFirst': 'Unread first',
  'support.filter.mine': 'Mine',
  'support.count': '{count, plural, one {# conversation} other {# conversations}}',
  'support.empty': "No conversations yet: members' messages to customer service appear here.",
  'support.unread': '{count} new',
  'support.you': 'You',
  'support.firstPage': 'First page',
  'support.nextPage': 'Next page',
  'support.notFound': 'This conversation does not exist (any more).',
  'support.choose': 'Choose a conversation on the left.',
  'support.forbidden.title': 'Support staff only',
  'support.forbidden.body': 'This page is for support staff and admins. Moderators find their work under Reports.',
  'support.member.language': 'Language: {language}',
  'support.unknown': 'not chosen',
  'support.claimedBy': 'Handled by {name}',
  'support.unclaimed': 'Nobody handles it yet',
  'support.release': 'Release',
  'support.claim': 'Claim',
  'support.history.earlier': 'Earlier messages are not shown.',
  'support.message.photo': 'A photo',
  'support.message.other': 'A gift or red packet',
  'support.sentBy': 'sent by {name}',
  'support.reply.label': 'Reply as customer service (the member sees customer service, not your name)',
  'support.reply.send': 'Send reply',
  'support.reply.heldByOther': 'Another staff member handles this conversation.',
  'support.notes.title': 'Internal notes',
  'support.notes.label': 'A note for staff (never shown to the member)',
  'support.notes.add': 'Add note',
  'support.notes.empty': 'No notes yet.',
  'support.context.title': 'Member',
  'support.context.membership': 'Membership',
  'support.context.none': 'none',
  'support.context.vip': '{level} until {until}',
  'support.context.coins': 'Gold coins',
  'support.context.sanction': 'Sanction',
  'support.context.banned': 'banned',
  'support.context.suspended': 'suspended until {until}',
  'support.context.orders': 'Recent orders',
  'support.context.coinsUnit': 'coins',
  'support.context.payments': 'Recent payments',
} as const;

export default support;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof support, string> {}
}
