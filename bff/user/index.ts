/** A member as others see them: the public profile (User), the users loader, and lists of members. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
