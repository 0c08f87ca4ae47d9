import { Shell } from './screens';
import { useViewer } from './viewer';

/** The main shell around the member's screens, given the logged-in viewer (RequireViewer is above). */
export function MemberShell() {
  const viewer = useViewer();
  return viewer ? <Shell viewer={viewer} /> : null;
}
