/** Texts of staff access, in English: the keys every language has. */
export default {
  'staff.secondFactorRequired': 'Please confirm it is you with your authenticator code first.',
  'staff.codeRequired': 'Please enter the code from your authenticator app or a recovery code.',
  'staff.codeInvalid': 'This code is not right, or it was used already. Please try the current one.',
  'staff.factorEnrolled': 'Your second factor is set up already.',
  'staff.factorNotEnrolled': 'Please set up your second factor first.',
  'staff.lastAdmin': 'The last admin cannot lose the role: make someone else an admin first.',
  'staff.memberNotFound': 'No member has this e-mail address.',
  'staff.role': 'Please choose support, moderator, admin or none.',
  'staff.email': 'Please enter the member’s e-mail address.',
  'staff.notStaff': 'This member is not staff.',
  'staff.resetSelf': 'Your own second factor cannot be reset here: use a recovery code, or ask another admin.',
};
