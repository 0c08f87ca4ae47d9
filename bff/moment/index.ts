/** Moments: the square, a member's space, likes, comments and replies, translation, burn-after-reading, live counts. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './comment-mutations';
import './translation-mutations';
import './burn-mutations';
import './events';
