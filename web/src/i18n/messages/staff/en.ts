/**
 * English, the source of the staff strings: the staff gate (second factor set-up and check). Every language has
 * exactly these keys.
 */
const staff = {
  'staff.nav.reports': 'Reports',
  'staff.nav.support': 'Customer service',
  'staff.back': 'Back to Across',
  'staff.code.label': 'Code',
  'staff.verify.title': 'Confirm it is you',
  'staff.verify.body':
    'Staff screens need the second factor on this device: type the code your authenticator app shows, or one of your recovery codes.',
  'staff.verify.submit': 'Continue',
  'staff.enrol.title': 'Set up your second factor',
  'staff.enrol.body':
    'Staff sign in with a code from an authenticator app as well as their password. Add Across to your app, then type the code it shows.',
  'staff.enrol.start': 'Start',
  'staff.enrol.secret': 'Or type this key into the app:',
  'staff.enrol.confirm': 'Confirm',
  'staff.recovery.title': 'Your recovery codes',
  'staff.recovery.body':
    'Each code works once, in place of a code from the app, if you lose your phone. Keep them somewhere safe: they are not shown again.',
  'staff.recovery.saved': 'I have saved them',
};

export default staff;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof staff, string> {}
}
