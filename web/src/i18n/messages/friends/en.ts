/**
 * English, the source of the friends strings: friends: requests, the address book, invitation links, and live friend
 * events. Every language has exactly these keys.
 */
const friends = {
  'friends.add': 'Add friend',
  'friends.requestPending': 'Request sent',
  'friends.requestSent': 'Friend request sent.',
  'friends.nowFriends': 'You are now friends.',
  'friends.isFriend': 'Friends',
  'friends.requests': 'Requests',
  'friends.addressBook': 'Address book',
  'friends.noRequests': 'No friend requests yet.',
  'friends.accept': 'Accept',
  'friends.reject': 'Reject',
  'friends.accepted': 'Accepted',
  'friends.rejected': 'Rejected',
  'friends.none': 'No friends yet. Add someone from their page!',
  'friends.remarkLabel': 'Remark name for {name}',
  'friends.remarkPlaceholder': 'Remark name',
  'friends.remove': 'Remove friend',
  'friends.removeConfirm': 'Remove {name} from your friends? You can add each other again later.',
  'events.friendRequest': '{name} wants to be your friend.',
  'events.friendAccepted': '{name} is now your friend.',
  'events.view': 'View',
  'friends.share': 'Share my profile',
  'friends.shareCopied': 'Link copied. Whoever opens it in the next 7 days can add you as a friend.',
  'friends.shareHere': 'Share this link: whoever opens it in the next 7 days can add you as a friend.',
  'friends.shareInvalid': 'This invitation link is not valid or has expired.',
  'friends.shareInvite': '{name} invites you to be friends.',
  'friends.shareOwn': 'This is your own invitation link. Share it with someone!',
  'friends.shareAlready': 'You and {name} are already friends.',
};

export default friends;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof friends, string> {}
}
