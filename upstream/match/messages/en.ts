/** Texts of random match, in English: the keys every language has. */
export default {
  'match.attemptsExhausted': "You've used today's matches. Come back tomorrow.",
  'match.preferencesNotAllowed': 'Choosing who you meet is for SVIP members.',
  'match.attemptNotFound': 'This match does not exist or is not yours.',
  'match.preferences': 'Choose who you meet by gender, age range, language and region only.',
  'match.id': 'Please choose a valid match.',
};
