/**
 * English, the source of the shell strings: the app frame: name, navigation, header, sidebar, footer, screen names, and
 * the states every screen shares (loading, error, closing a dialog, a missing photo), and quotation marks. Every
 * language has exactly these keys.
 */
const shell = {
  'app.name': 'Across',
  'app.tagline': 'Meet people from every country and chat in your own language.',
  'nav.meet': 'Meet-ups',
  // The phone's bottom bar has a fifth of the screen per tab: a short name where the long one does not fit.
  'nav.meetTab': 'Meet-ups',
  'nav.feed': 'Moments',
  'nav.shop': 'Shop',
  'nav.main': 'Main navigation',
  'header.language': 'Language',
  'header.logout': 'Log out',
  'screen.onlineDating': 'Meet-ups',
  'screen.myInfo': 'My page',
  'screen.shopping': 'Shop',
  'screen.order': 'Order',
  'screen.myOrder': 'My orders',
  'screen.chats': 'Chats',
  'screen.chat': 'Chat',
  'screen.dynamicSquare': 'Moments square',
  'screen.myspace': 'My moments',
  'screen.userHomePage': 'Member’s page',
  'screen.myLike': 'Following',
  'screen.followMe': 'Followers',
  'screen.myVisitors': 'Visitors',
  'screen.person': 'Edit profile',
  'screen.account': 'My account',
  'screen.apply': 'Friend requests',
  'screen.announce': 'Announcements',
  'screen.staff': 'Staff console',
  'screen.notify': 'Interaction notifications',
  'screen.register': 'Create an account',
  'screen.forgotPassword': 'Reset your password',
  'comingSoon.backToLogin': 'Back to log in',
  'error.title': 'Something went wrong',
  'error.retry': 'Try again',
  loading: 'Loading…',
  'nav.account': 'My account',
  'footer.about': 'About us',
  'footer.safety': 'Dating safety',
  'footer.privacy': 'Privacy and terms',
  'footer.help': 'Help',
  'nav.mine': 'Mine',
  'sidebar.gold': 'Gold coins',
  'sidebar.translation': 'Translation characters',
  'sidebar.freeTranslation': 'Free characters today',
  'sidebar.vip1': 'VIP',
  'sidebar.vip2': 'SVIP',
  'sidebar.normal': 'Free',
  'dialog.close': 'Close',
  'photo.failed': 'Photo unavailable',
  quoted: '“{text}”',
  'form.requiredNote': 'Fields marked * are required.',
  'form.required': '(required)',
  'header.menu': 'Menu',
  'header.pendingRequests': '{count, plural, one {# new friend request} other {# new friend requests}}',
  'sidebar.label': 'Your profile and balances',
  'sidebar.links': 'Your pages',
  'footer.label': 'About Across',
  'error.body': 'This page could not be shown.',
  'error.maintenance.title': 'Across is under maintenance',
  'error.maintenance.body':
    'We are sorry: Across cannot be reached just now. Nothing is lost: this page comes back by itself as soon as Across answers again.',
  'error.unavailable':
    'Across cannot be reached just now: the problem is on our side, not your connection. Please try again in a moment.',
  'photo.alt': 'Photo',
  'photo.preview': 'Photo preview',
  'photo.position': 'Photo {index} of {count}',
  'unsaved.question': 'You have changes that are not saved yet. Leave this page without saving them?',
  'unsaved.leave': 'Leave without saving',
  'unsaved.stay': 'Stay on this page',
  'comingSoon.backHome': 'Back to the home page',
};

export default shell;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof shell, string> {}
}
