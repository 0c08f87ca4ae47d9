import type shop from './en';

const de: Record<keyof typeof shop, string> = {
  'paySuccess.title': 'Zahlung erfolgreich',
  'paySuccess.body': 'Du kannst dieses Fenster schließen. Dein Kauf wird deinem Konto automatisch gutgeschrieben. Falls er noch nicht angekommen ist, lade die Seite neu oder wende dich an den Kundenservice.',
};

export default de;
