/** Moderation: members' reports of moments and comments, the moderators' queue, claims and decisions, outcomes. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './mutations';
