import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Staff whose session has not passed the second factor (or did more than 12 hours ago): verify, then try again. */
export class StaffSecondFactorRequiredError extends Error {
  name = 'StaffSecondFactorRequiredError';
}
/** The code is wrong, used already, or too old: nothing changed. */
export class StaffCodeInvalidError extends Error {
  name = 'StaffCodeInvalidError';
}
/** The second factor is set up already (enrol again only with an admin's help). */
export class StaffFactorEnrolledError extends Error {
  name = 'StaffFactorEnrolledError';
}
/** No second factor set up yet: enrol first. */
export class StaffFactorNotEnrolledError extends Error {
  name = 'StaffFactorNotEnrolledError';
}
/** The last admin cannot lose the role. */
export class StaffLastAdminError extends Error {
  name = 'StaffLastAdminError';
}
/** No member has this address, or the member is not staff. */
export class StaffMemberNotFoundError extends Error {
  name = 'StaffMemberNotFoundError';
}

onUpstreamReasons({
  STAFF_SECOND_FACTOR_REQUIRED: (msg) => new StaffSecondFactorRequiredError(msg),
  STAFF_CODE_INVALID: (msg) => new StaffCodeInvalidError(msg),
  STAFF_FACTOR_ENROLLED: (msg) => new StaffFactorEnrolledError(msg),
  STAFF_FACTOR_NOT_ENROLLED: (msg) => new StaffFactorNotEnrolledError(msg),
  STAFF_LAST_ADMIN: (msg) => new StaffLastAdminError(msg),
  STAFF_MEMBER_NOT_FOUND: (msg) => new StaffMemberNotFoundError(msg),
});

simpleErrorTypes([
  [
    StaffSecondFactorRequiredError,
    'StaffSecondFactorRequiredError',
    'Staff must confirm it is them with their second factor on this session first (staffVerify): nothing changed.',
  ],
  [StaffCodeInvalidError, 'StaffCodeInvalidError', 'The code is wrong, used already or too old: nothing changed.'],
  [StaffFactorEnrolledError, 'StaffFactorEnrolledError', 'The second factor is set up already: nothing changed.'],
  [StaffFactorNotEnrolledError, 'StaffFactorNotEnrolledError', 'No second factor is set up yet: enrol first.'],
  [StaffLastAdminError, 'StaffLastAdminError', 'The last admin cannot lose the role: nothing changed.'],
  [
    StaffMemberNotFoundError,
    'StaffMemberNotFoundError',
    'No member has this e-mail address, or they are not staff: nothing changed.',
  ],
]);
