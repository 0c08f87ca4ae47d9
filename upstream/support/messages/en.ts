/** Texts of the support desk, in English: the keys every language has. */
export default {
  'support.memberId': 'Please choose a valid member conversation.',
  'support.conversationNotFound': 'This member has no conversation with customer service.',
  'support.claimConflict': 'Another staff member is handling this conversation. Nothing was changed.',
  'support.replyText': 'A reply is 1 to 1000 characters.',
  'support.noteText': 'A note is 1 to 1000 characters.',
  'support.flag': 'This filter is 1 or 0.',
};
