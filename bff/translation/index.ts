/** Translated chat: a message's translation, a conversation's settings, drafts before sending, readers' corrections. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './mutations';
import './events';
