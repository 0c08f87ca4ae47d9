/** The support desk: customer service's conversations as one inbox for support staff, claims, replies, notes, context. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './mutations';
import './events';
