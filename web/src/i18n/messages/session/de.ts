import type session from './en';

const de: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Auf einem anderen Gerät angemeldet',
  'session.elsewhere.body':
    'Dein Konto wurde gerade auf einem anderen Gerät angemeldet, deshalb wurdest du hier abgemeldet. Warst du das nicht, ändere dein Passwort.',
  'session.elsewhere.ok': 'OK',
  'session.suspended.title': 'Konto gesperrt',
  'session.suspended.body':
    'Ein Moderator hat dein Konto wegen Verstößen gegen die Community-Regeln gesperrt. Du kannst dich nach {until, date, long} {until, time, short} wieder anmelden.',
  'session.banned.title': 'Konto verbannt',
  'session.banned.body':
    'Ein Moderator hat dein Konto wegen Verstößen gegen die Community-Regeln dauerhaft gesperrt. Du kannst dich nicht mehr anmelden.',
  'connection.reconnecting': 'Verbindung unterbrochen. Neu verbinden …',
  'connection.offline': 'Du bist offline: Neue Nachrichten und Anfragen kommen nicht an.',
  'connection.retry': 'Erneut versuchen',
};

export default de;
