import { onUpstreamReasons, ValidationError } from '../core/errors';

onUpstreamReasons({
  // The one body the graph passes on that upstream may find too large: an avatar (`msg` names the limit).
  TOO_LARGE: (msg) => new ValidationError('file', msg),
});
