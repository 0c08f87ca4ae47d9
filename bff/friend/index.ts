/** Friends and friend requests: the address book, requests and their answers, invitation links, live friend events. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './events';
