import type staff from './en';

const de: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Meldungen',
  'staff.nav.announcements': 'Ankündigungen',
  'staff.nav.maintenance': 'Wartung',
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
  'staff.nav.team': 'Team',
  'staff.forbidden.title': 'Nicht für deine Rolle',
  'staff.forbidden.body': 'Diese Seite ist für Admins. Die Leiste der Konsole führt zu den Seiten deiner Rolle.',
  'staff.role.SUPPORT': 'Support',
  'staff.role.MODERATOR': 'Moderation',
  'staff.role.ADMIN': 'Admin',
  'staff.team.title': 'Teammitglieder',
  'staff.team.body':
    'Der Support beantwortet den Kundendienst, die Moderation bearbeitet Meldungen, Admins dürfen alles.',
  'staff.team.empty': 'Noch keine Teammitglieder.',
  'staff.team.grant.title': 'Teammitglied hinzufügen',
  'staff.team.email': 'Seine oder ihre E-Mail-Adresse',
  'staff.team.role': 'Rolle',
  'staff.team.grant': 'Hinzufügen',
  'staff.team.you': '(du)',
  'staff.team.factor.on': 'Zweiter Faktor eingerichtet',
  'staff.team.factor.off': 'Zweiter Faktor noch nicht eingerichtet',
  'staff.team.roleOf': 'Rolle von {name}',
  'staff.team.reset': 'Zweiten Faktor zurücksetzen',
  'staff.team.reset.confirm':
    '{name} richtet auf der nächsten Teamseite einen neuen zweiten Faktor ein, die Wiederherstellungscodes gelten nicht mehr. Zurücksetzen?',
  'staff.team.reset.do': 'Zurücksetzen',
  'staff.team.remove': 'Aus dem Team entfernen',
  'staff.team.remove.confirm': '{name} erreicht die Konsole dann nicht mehr. Aus dem Team entfernen?',
  'staff.team.remove.do': 'Entfernen',
  'staff.team.cancel': 'Abbrechen',
  'staff.team.granted': '{name} hat jetzt die Rolle {role}.',
  'staff.team.removed': '{name} gehört nicht mehr zum Team.',
  'staff.team.resetDone': '{name} richtet auf der nächsten Teamseite einen neuen zweiten Faktor ein.',
};

export default de;
