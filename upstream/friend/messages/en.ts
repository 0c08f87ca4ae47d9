/** Texts of friends and friend requests, in English: the keys every language of this catalogue has. */
export default {
  'friend.self': 'You cannot add yourself as a friend.',
  'friend.shareInvalid': 'This invitation link is not valid or has expired.',
  'friend.already': 'You are already friends.',
  'friend.notFriend': 'This member is not your friend.',
  'friend.message': 'The message can be at most 200 characters.',
  'friend.remark': 'The remark name can be at most 32 characters.',
  'apply.notFound': 'This friend request does not exist.',
  'apply.notPending': 'This friend request has already been handled.',
  'apply.id': 'Please choose a valid friend request.',
  'apply.status': 'Choose 1 to accept or 2 to reject the request.',
};
