/**
 * One-to-one chat: conversations, messages, recall, read receipts, burn-after-read photos, typing, reports, live chat
 * events.
 */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './events';
