/**
 * English, the source of the chat strings: the panel, /chats, the chat window, its dialogs. Every language has exactly
 * these keys.
 */
const chat = {
  'chat.panel.title': 'Messages',
  'chat.tab.conversations': 'Chats',
  'chat.tab.friends': 'Friends',
  'chat.empty': 'No conversations yet',
  'chat.friendsEmpty': 'No friends yet. Add someone from their page!',
  'chat.more': 'Show more',
  'chat.customerService': 'Customer service',
  'chat.customerService.translated':
    'Write in your own language: messages with customer service are translated free of charge.',
  'chat.unread': '{count, plural, one {# unread message} other {# unread messages}}',
  'chat.lastImage': '[Photo]',
  'chat.lastBurn': '[Burn-after-reading photo]',
  'chat.lastOther': '[Message]',
  'chat.conversationMenu': 'Actions for the conversation with {name}',
  'chat.deleteConversation': 'Delete conversation',
  'chat.clearHistory': 'Delete chat history',
  'chat.deleteConversationConfirm':
    'Remove the conversation with {name} from your list? It comes back with the next message.',
  'chat.clearHistoryConfirm': 'Delete your chat history with {name}? {name} keeps their copy.',
  'chat.cancel': 'Cancel',
  'chat.window.label': 'Messages with {name}',
  'chat.online': 'Online',
  'chat.offline': 'Offline',
  'chat.typing': 'typing…',
  'chat.fullScreen': 'Full screen',
  'chat.exitFullScreen': 'Leave full screen',
  'chat.newTab': 'Open in a new tab',
  'chat.close': 'Close the chat',
  'chat.back': 'Back to chats',
  'chat.report': 'Report',
  'chat.loadingOlder': 'Loading earlier messages…',
  'chat.noMessages': 'No messages yet. Say hello!',
  'chat.input.label': 'Message',
  'chat.input.placeholder': 'Write a message',
  'chat.input.hint': 'Enter sends, Shift+Enter for a new line',
  'chat.send': 'Send',
  'chat.count': '{count}/{max}',
  'chat.emoji': 'Emoji',
  'chat.image': 'Send a photo',
  'chat.burnImage': 'Send a burn-after-reading photo',
  'chat.imageType': 'Please choose a PNG, JPEG or GIF image.',
  'chat.uploading': 'Uploading {percent}%',
  'chat.photo': 'Photo',
  'chat.photoPreview': 'Photo to send',
  'chat.pending': 'Sending…',
  'chat.failed': 'Not sent yet: it goes by itself as soon as Across can be reached.',
  'chat.retry': 'Retry',
  'chat.read': 'Read',
  'chat.messageMenu': 'Message actions',
  'chat.recall': 'Recall',
  'chat.recallExpired': 'This message is older than two minutes and can no longer be recalled.',
  'chat.burnTap': 'Burn-after-reading photo: tap to view',
  'chat.burnCountdown': '{seconds, plural, one {# second} other {# seconds}} left',
  'chat.burnHidden': 'This photo was burned after reading.',
  'chat.burnOwn': 'Burn after reading',
  'chat.burnOwnBurned': 'Viewed once and burned: the photo is gone.',
  'chat.blocked': 'You cannot send messages to this member.',
  'chat.unavailable': 'You cannot chat with this member.',
  'chat.report.title': 'Report {name}',
  'chat.report.type': 'Type',
  'chat.report.reason': 'Reason',
  'chat.report.notes': 'Notes (optional)',
  'chat.report.submit': 'Send report',
  'chat.report.sent': 'Thank you. We will review your report.',
  'chat.report.reasonRequired': 'Please give a reason.',
};

export default chat;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof chat, string> {}
}
