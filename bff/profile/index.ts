/** The member's own profile: the setup steps, the profile editor, the interface language and the avatar. */
import './endpoints';
import './errors';
import './types';
import './mutations';
