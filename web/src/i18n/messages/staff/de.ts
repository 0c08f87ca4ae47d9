import type staff from './en';

const de: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Meldungen',
  'staff.nav.support': 'Kundenservice',
  'staff.back': 'Zurück zu Across',
  'staff.code.label': 'Code',
  'staff.verify.title': 'Bestätige, dass du es bist',
  'staff.verify.body':
    'Die Mitarbeiterbereiche brauchen auf diesem Gerät den zweiten Faktor: Gib den Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein.',
  'staff.verify.submit': 'Weiter',
  'staff.enrol.title': 'Zweiten Faktor einrichten',
  'staff.enrol.body':
    'Mitarbeitende melden sich zusätzlich zum Passwort mit einem Code aus einer Authenticator-App an. Füge Across in deiner App hinzu und gib den angezeigten Code ein.',
  'staff.enrol.start': 'Starten',
  'staff.enrol.secret': 'Oder gib diesen Schlüssel in der App ein:',
  'staff.enrol.confirm': 'Bestätigen',
  'staff.recovery.title': 'Deine Wiederherstellungscodes',
  'staff.recovery.body':
    'Jeder Code gilt einmal anstelle eines App-Codes, falls du dein Telefon verlierst. Bewahre sie sicher auf: Sie werden nicht noch einmal angezeigt.',
  'staff.recovery.saved': 'Ich habe sie gespeichert',
};

export default de;
