/** Texts of the social graph, in English: the keys every language of this catalogue has. */
export default {
  'user.notFound': 'This user does not exist.',
  'search.self': 'Do not search for your own account.',
  'search.required': 'Please enter a nickname or an ID to search for.',
  'follow.self': 'You cannot follow yourself.',
  'block.self': 'You cannot block yourself.',
  'privacy.invalid': 'Each privacy setting must be on or off.',
  'meet.age': 'Choose ages from 18 to 99, the youngest first.',
  'meet.online': 'Online now is 1 (only members online) or 0.',
};
