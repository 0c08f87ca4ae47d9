import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': 'Bitte gib deine E-Mail-Adresse ein.',
  'email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'password.required': 'Bitte gib dein Passwort ein.',
  'password.length': 'Das Passwort muss 8 bis 128 Zeichen lang sein.',
  'login.invalid': 'E-Mail-Adresse oder Passwort ist falsch.',
  'password.wrong': 'Das aktuelle Passwort ist falsch.',
  'account.exists': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'chat.duplicate': 'Der Benutzer existiert bereits.',
  'chat.usernameTooLong': 'Der Benutzername ist länger als 64 Byte.',
  'chat.usernameIllegal': 'Der Benutzername ist ungültig.',
  'code.required': 'Bitte gib den Bestätigungscode ein.',
  'code.invalid': 'Der Bestätigungscode ist falsch.',
  'code.expired': 'Der Bestätigungscode ist abgelaufen. Bitte fordere einen neuen an.',
  'code.tooManyGuesses': 'Zu viele falsche Codes. Bitte fordere einen neuen an.',
  'purpose.invalid': 'Unbekannter Zweck der Bestätigung.',
  'registration.closed': 'Die Höchstzahl registrierter Nutzer ist erreicht; bitte auf die Enterprise-Edition upgraden.',
  'registration.forbidden': 'Registrierung fehlgeschlagen: keine Berechtigung.',
  'mail.code.subject.register': 'Dein Across-Bestätigungscode',
  'mail.code.body.register':
    'Dein Code zum Erstellen eines Across-Kontos lautet {code}. Er ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  'mail.code.subject.reset': 'Setze dein Across-Passwort zurück',
  'mail.code.body.reset':
    'Dein Code zum Zurücksetzen deines Across-Passworts lautet {code}. Er ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  'mail.exists.subject': 'Du hast bereits ein Across-Konto',
  'mail.exists.body':
    'Jemand wollte mit dieser Adresse ein Across-Konto erstellen, doch es gibt bereits eines. Melde dich an oder setze dein Passwort zurück, falls du es vergessen hast. Warst du das nicht, ignoriere diese E-Mail.',
} satisfies Translation<typeof en>;
