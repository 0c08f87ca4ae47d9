/** The random match: start, countdown, partner or nobody, cancel; the viewer's status and the people they met. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './mutations';
import './events';
