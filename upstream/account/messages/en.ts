/** Texts of accounts, codes and their mail, in English: the keys every language of this catalogue has. */
export default {
  'email.required': 'Please enter your e-mail address.',
  'email.invalid': 'Please enter a valid e-mail address.',
  'password.required': 'Please enter your password.',
  'password.length': 'The password must be 8 to 128 characters long.',
  'login.invalid': 'The e-mail address or password is incorrect.',
  'password.wrong': 'The current password is incorrect.',
  'account.exists': 'An account with this e-mail address already exists.',
  'chat.duplicate': 'User already exists.',
  'chat.usernameTooLong': 'The username exceeds 64 bytes.',
  'chat.usernameIllegal': 'The username is invalid.',
  'code.required': 'Please enter the verification code.',
  'code.invalid': 'The verification code is incorrect.',
  'code.expired': 'The verification code has expired. Please request a new one.',
  'code.tooManyGuesses': 'Too many wrong codes. Please request a new one.',
  'purpose.invalid': 'Unknown verification purpose.',
  'registration.closed': 'The registered-user limit has been reached; please upgrade to the enterprise edition.',
  'registration.forbidden': 'Registration failed: no permission.',
  'mail.code.subject.register': 'Your Across verification code',
  'mail.code.body.register':
    'Your code to create an Across account is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
  'mail.code.subject.reset': 'Reset your Across password',
  'mail.code.body.reset':
    'Your code to reset your Across password is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail; your password stays as it is.',
  'mail.exists.subject': 'You already have an Across account',
  'mail.exists.body':
    'Someone tried to create an Across account with this address, which already has one. Log in, or reset your password if you forgot it. If this was not you, ignore this e-mail.',
};
