/**
 * English, the source of the people strings: other members: search, member pages and cards, following, blocking. Every
 * language has exactly these keys.
 */
const people = {
  'people.search.label': 'Search members by ID or nickname',
  'people.search.placeholder': 'ID or nickname',
  'people.search.submit': 'Search',
  'people.search.self': 'Do not search for your own account.',
  'people.search.notFound': 'This user does not exist.',
  'people.search.invalid': 'Enter a member ID or a nickname (up to 64 characters).',
  'people.follow': 'Follow',
  'people.unfollow': 'Unfollow',
  'people.isFollowing': 'Following',
  'people.more': 'More',
  'people.followers': '{count, plural, one {# follower} other {# followers}}',
  'people.following': '{count} following',
  'people.online': 'Online',
  'people.offline': 'Offline',
  'people.age': '{age} years',
  'people.id': 'ID {account}',
  'people.album': 'Album',
  'people.albumEmpty': 'No photos yet.',
  'people.block': 'Block',
  'people.blockConfirm': 'Block {name}? You will no longer see or find each other.',
  'people.blockCancel': 'Cancel',
  'people.unavailable': 'This member does not exist or is not available.',
  'people.interests': 'Interests',
  'people.occupation': 'Occupation',
  'people.speaks': 'Speaks',
  'people.region': 'Region',
  'people.about': 'About',
  'people.self': 'This is you',
  'people.empty.followers': 'No followers yet.',
  'people.empty.following': 'You do not follow anyone yet.',
  'people.empty.visitors': 'No visitors yet.',
  'people.loadMore': 'Show more',
  'people.visitedAt': 'Visited {time}',
  'people.ageLabel': 'Age',
  'people.idLabel': 'ID',
  'people.height': 'Height',
  'people.weight': 'Weight',
  'people.sendGift': 'Send a gift',
  'people.sendMessage': 'Send a message',
  'people.viewProfile': 'View profile',
  'people.search.noMatch': 'No member’s nickname contains “{text}”.',
  'people.search.count': 'Showing {shown} of {total, plural, one {# member} other {# members}}',
  'people.search.results': 'Search results',
  'people.unblock': 'Unblock',
};

export default people;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof people, string> {}
}
