/** Album photos and the upload flow (grant, upload, attach). */
import './endpoints';
import './types';
import './mutations';
