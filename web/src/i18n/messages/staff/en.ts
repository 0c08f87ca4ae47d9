/**
 * English, the source of the staff strings: the staff gate (second factor set-up and check). Every language has
 * exactly these keys.
 */
const staff = {
  'staff.nav.reports': 'Reports',
  'staff.nav.announcements': 'Announcements',
  'staff.nav.maintenance': 'Maintenance',
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
  'staff.nav.team': 'Staff',
  'staff.forbidden.title': 'Not for your role',
  'staff.forbidden.body': 'This page is for admins. The console’s bar leads to the pages for your role.',
  'staff.role.SUPPORT': 'Support',
  'staff.role.MODERATOR': 'Moderator',
  'staff.role.ADMIN': 'Admin',
  'staff.team.title': 'Staff members',
  'staff.team.body': 'Support staff answer customer service, moderators act on reports, admins do everything.',
  'staff.team.empty': 'No staff members yet.',
  'staff.team.grant.title': 'Add a staff member',
  'staff.team.email': 'Their e-mail address',
  'staff.team.role': 'Role',
  'staff.team.grant': 'Add',
  'staff.team.you': '(you)',
  'staff.team.factor.on': 'Second factor set up',
  'staff.team.factor.off': 'Second factor not set up yet',
  'staff.team.roleOf': 'Role of {name}',
  'staff.team.reset': 'Reset second factor',
  'staff.team.reset.confirm':
    '{name} sets up a new second factor on their next staff page, and their recovery codes stop working. Reset it?',
  'staff.team.reset.do': 'Reset',
  'staff.team.remove': 'Remove from staff',
  'staff.team.remove.confirm': '{name} will no longer reach the staff console. Remove them from staff?',
  'staff.team.remove.do': 'Remove',
  'staff.team.cancel': 'Cancel',
  'staff.team.granted': '{name} now has the role {role}.',
  'staff.team.removed': '{name} is no longer staff.',
  'staff.team.resetDone': '{name} sets up a new second factor on their next staff page.',
};

export default staff;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof staff, string> {}
}
