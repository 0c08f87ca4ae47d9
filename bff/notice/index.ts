/** Notices and announcements (issue 23): grouped interaction notices, announcements, maintenance, web push, staff's writes. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './staff-types';
import './staff-mutations';
import './events';
