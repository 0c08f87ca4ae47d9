import type session from './en';

const de: Record<keyof typeof session, string> = {
  'session.elsewhere.title': 'Auf einem anderen Gerät angemeldet',
  'session.elsewhere.body':
    'Dein Konto wurde gerade auf einem anderen Gerät angemeldet, deshalb wurdest du hier abgemeldet. Warst du das nicht, ändere dein Passwort.',
  'session.elsewhere.ok': 'OK',
  'connection.reconnecting': 'Verbindung unterbrochen. Neu verbinden …',
  'connection.offline': 'Du bist offline: Neue Nachrichten und Anfragen kommen nicht an.',
  'connection.retry': 'Erneut versuchen',
};

export default de;
