/** The social graph: follows, followers, visitors, blocks, search and privacy settings. */
import './endpoints';
import './errors';
import './types';
import './queries';
import './mutations';
