/** The logged-in member's own side (Viewer), who the caller is, and their live events (viewerEvents). */
import './endpoints';
import './loaders';
import './types';
import './queries';
import './events';
