/** Texts of the member's own profile, in English: the keys every language of this catalogue has. */
export default {
  'nickname.required': 'Please enter a nickname.',
  'nickname.length': 'The nickname must be 1 to 32 characters, without control characters.',
  'birthday.invalid': 'Please enter a valid birth date.',
  'birthday.adult': 'You must be at least 18 years old to join.',
  'language.invalid': 'Please choose a language from the list.',
  'interfaceLanguage.invalid': 'Please choose one of the languages Across is shown in.',
  'spokenLanguages.invalid': 'Please choose the languages you speak from the list.',
  'spokenLanguages.count': 'Choose at most 5 languages besides your own.',
  'region.invalid': 'Please choose a country or region from the list.',
  'gender.invalid': 'Please choose a gender from the list.',
  'height.invalid': 'Please choose a height between 140 and 220 cm.',
  'weight.invalid': 'Please choose a weight between 35 and 150 kg.',
  'signature.length': '“About me” can be at most 200 characters.',
  'occupation.invalid': 'Please choose an occupation from the list.',
  'hobbies.count': 'Choose at least one and at most three hobbies from the list.',
  'shown.invalid': 'Say yes or no: whether other members see it.',
};
