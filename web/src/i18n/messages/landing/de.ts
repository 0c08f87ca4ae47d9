import type landing from './en';

const de: Record<keyof typeof landing, string> = {
  'landing.hero.title': 'Liebe ohne Sprachbarrieren',
  'landing.hero.body':
    'Across verbindet Singles aus allen Ländern. Nachrichten werden zwischen den Sprachen übersetzt, die unser Übersetzungsdienst kennt – in deine oder eine andere Sprache, die du sprichst.',
  'landing.register': 'Kostenloses Konto erstellen',
  'landing.values.title': 'Unsere Werte',
  'landing.values.body':
    'Ehrlichkeit, Respekt und Neugier auf andere Kulturen. Echte Beziehungen beginnen mit echten Gesprächen.',
  'landing.safety.title': 'Deine Sicherheit zuerst',
  'landing.safety.body':
    'Bestätigte E-Mail-Adressen, Melden und Blockieren mit einem Tipp und ein Team, das jede Beschwerde prüft.',
  'landing.guidelines.title': 'Community-Richtlinien',
  'landing.guidelines.body':
    'Sei freundlich, sei du selbst und bitte andere Mitglieder nie um Geld. Wer gegen die Regeln verstößt, wird entfernt.',
  'landing.premium.title': 'Eine Premium-Community für Singles',
  'landing.premium.intro': 'Für Menschen, die die Partnersuche ernst nehmen.',
  'landing.premium.elite.title': 'Elite-Mitglieder',
  'landing.premium.elite.body': 'Triff ehrgeizige, gebildete Singles, die bereit für eine feste Beziehung sind.',
  'landing.premium.planning.title': 'Lebensplanung',
  'landing.premium.planning.body':
    'Teile deine Pläne für Familie, Beruf und Zuhause und finde jemanden mit passenden Zielen.',
  'landing.premium.privacy.title': 'Sicherheit und Datenschutz',
  'landing.premium.privacy.body':
    'Du entscheidest, wer deine Fotos und dein Profil sieht. Deine Daten sind verschlüsselt und werden nie verkauft.',
  'landing.download.title': 'Nimm Across mit',
  'landing.download.body': 'Unsere Apps für iPhone und Android sind unterwegs.',
  'landing.download.soon': 'Demnächst',
  'page.back': 'Zurück zur Startseite',
  'page.about.title': 'Über Across',
  'page.about.p1':
    'Across ist eine Social- und Dating-Community für Menschen, die sich über Grenzen hinweg kennenlernen wollen. Dank automatischer Übersetzung schreibt jeder in seiner eigenen Sprache.',
  'page.about.p2':
    'Wir haben Across gegründet, weil Entfernung und Sprache nicht bestimmen sollten, in wen du dich verliebst.',
  'page.safety.title': 'Sicheres Dating',
  'page.safety.p1':
    'Schicke niemals Geld und teile keine Bankdaten mit jemandem, den du nicht getroffen hast. Bleib mit Gesprächen auf Across, bis du dir sicher bist.',
  'page.safety.p2':
    'Triff dich beim ersten Mal an einem öffentlichen Ort und sag einer Freundin oder einem Freund, wohin du gehst. Melde alles Verdächtige: Wir prüfen jede Meldung.',
  'page.privacy.title': 'Datenschutz und AGB',
  'page.privacy.p1':
    'Wir speichern nur, was Across zum Funktionieren braucht: dein Konto, dein Profil und deine Nachrichten. Wir verkaufen deine Daten nie.',
  'page.privacy.p2':
    'Du musst mindestens 18 Jahre alt sein, um Across zu nutzen. Du kannst dein Konto jederzeit in den Kontoeinstellungen kündigen; deine Daten werden dann gelöscht.',
  'page.help.title': 'Hilfecenter',
  'page.help.p1':
    'Passwort vergessen? Nutze „Passwort vergessen?“ auf der Anmeldeseite, und wir schicken dir einen Code per E-Mail.',
  'page.help.p2':
    'Für alles andere schreib unserem Kundenservice im Chat, sobald du angemeldet bist. Wir antworten innerhalb eines Tages.',
};

export default de;
