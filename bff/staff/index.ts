/** Staff access: the staff role and second factor of the viewer, the one staff check, admins' role grants. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './mutations';
