/** The chat's Relay connection keys, for the updaters that reach them from outside their fragments. */
export const MESSAGES_CONNECTION = 'MessageList_messages';
export const CONVERSATIONS_CONNECTION = 'ConversationList_conversations';
