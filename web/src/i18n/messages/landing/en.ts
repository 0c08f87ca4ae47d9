/**
 * English, the source of the landing strings: the public pages: the landing page and about, safety, privacy and help.
 * Every language has exactly these keys.
 */
const landing = {
  'landing.hero.title': 'Love without language barriers',
  'landing.hero.body':
    'Across connects singles from every country. Messages are translated between the languages our translation engine knows, into yours or another language you speak.',
  'landing.register': 'Create a free account',
  'landing.values.title': 'Our values',
  'landing.values.body':
    'Honesty, respect and curiosity about other cultures. We believe real relationships start with real conversations.',
  'landing.safety.title': 'Your safety first',
  'landing.safety.body':
    'Verified e-mail addresses, reporting and blocking in one tap, and a team that reviews every complaint.',
  'landing.guidelines.title': 'Community guidelines',
  'landing.guidelines.body':
    'Be kind, be yourself, and never ask other members for money. Members who break the rules are removed.',
  'landing.premium.title': 'A premium community for singles',
  'landing.premium.intro': 'For people who take finding a partner seriously.',
  'landing.premium.elite.title': 'Elite members',
  'landing.premium.elite.body': 'Meet ambitious, educated singles who are ready for a committed relationship.',
  'landing.premium.planning.title': 'Life planning',
  'landing.premium.planning.body':
    'Share your plans for family, career and home, and find someone whose goals match yours.',
  'landing.premium.privacy.title': 'Security and privacy',
  'landing.premium.privacy.body': 'You decide who sees your photos and profile. Your data is encrypted and never sold.',
  'landing.download.title': 'Take Across with you',
  'landing.download.body': 'Our apps for iPhone and Android are on their way.',
  'landing.download.soon': 'Coming soon',
  'page.back': 'Back to the home page',
  'page.about.title': 'About Across',
  'page.about.p1':
    'Across is a social and dating community for people who want to meet across borders. Automatic translation lets everyone write in their own language.',
  'page.about.p2': 'We started Across because distance and language should not decide whom you can fall in love with.',
  'page.safety.title': 'Dating safety',
  'page.safety.p1':
    'Never send money or share bank details with someone you have not met. Keep conversations on Across until you feel sure.',
  'page.safety.p2':
    'Meet for the first time in a public place and tell a friend where you are going. Report anything suspicious: we review every report.',
  'page.privacy.title': 'Privacy and terms',
  'page.privacy.p1':
    'We store only what Across needs to work: your account, your profile and your messages. We never sell your data.',
  'page.privacy.p2':
    'You must be 18 or older to use Across. You can cancel your account at any time in your account settings, and your data is then deleted.',
  'page.help.title': 'Help centre',
  'page.help.p1': 'Forgot your password? Use “Forgot password?” on the login page and we will e-mail you a code.',
  'page.help.p2':
    'For anything else, write to our customer service in the chat panel once you are logged in. We answer within one day.',
};

export default landing;

// These ids join MessageId (../catalogue.ts) without a list of domains to edit.
declare module '../catalogue' {
  interface SourceMessages extends Record<keyof typeof landing, string> {}
}
