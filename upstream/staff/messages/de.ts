export default {
  'staff.secondFactorRequired': 'Bitte bestätige zuerst mit dem Code deiner Authenticator-App, dass du es bist.',
  'staff.codeRequired': 'Bitte gib den Code deiner Authenticator-App oder einen Wiederherstellungscode ein.',
  'staff.codeInvalid': 'Dieser Code stimmt nicht oder wurde schon benutzt. Bitte nimm den aktuellen.',
  'staff.factorEnrolled': 'Dein zweiter Faktor ist bereits eingerichtet.',
  'staff.factorNotEnrolled': 'Bitte richte zuerst deinen zweiten Faktor ein.',
  'staff.lastAdmin': 'Der letzte Admin kann die Rolle nicht verlieren: Mach zuerst jemand anderen zum Admin.',
  'staff.memberNotFound': 'Kein Mitglied hat diese E-Mail-Adresse.',
  'staff.role': 'Bitte wähle Support, Moderation, Admin oder keine.',
  'staff.email': 'Bitte gib die E-Mail-Adresse des Mitglieds ein.',
  'staff.notStaff': 'Dieses Mitglied gehört nicht zum Team.',
  'staff.resetSelf':
    'Deinen eigenen zweiten Faktor kannst du hier nicht zurücksetzen: Nimm einen Wiederherstellungscode oder bitte einen anderen Admin.',
};
