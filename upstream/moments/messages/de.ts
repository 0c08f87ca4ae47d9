import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': 'Diesen Moment gibt es nicht, oder er wird dir nicht gezeigt.',
  'moment.commentNotFound': 'Diesen Kommentar gibt es nicht, oder er wird dir nicht gezeigt.',
  'moment.id': 'Bitte wähle einen gültigen Moment.',
  'moment.commentId': 'Bitte wähle einen gültigen Kommentar.',
  'moment.content': 'Schreib etwas: Ein Moment hat 1 bis {max} Zeichen.',
  'moment.pictures': 'Füge 1 bis {max} Fotos hinzu.',
  'moment.pictureUnknown':
    'Ein Foto wurde nicht von dir hochgeladen oder ist schon verwendet. Bitte lade es erneut hoch.',
  'moment.type': 'Wähle einen normalen Moment oder einen, der sich nach dem Ansehen löscht.',
  'moment.audience': 'Wähle alle, Freunde oder nur ich.',
  'moment.flag': 'Wähle wahr oder falsch.',
  'moment.comment': 'Schreib einen Kommentar mit 1 bis {max} Zeichen.',
  'moment.scope': 'Wähle alle, gefolgt, Freunde, in der Nähe, zufällig, Mitglied oder meine.',
  'moment.cursor': 'Diese Listenposition ist ungültig. Bitte lade die Liste neu.',
  'moment.seed': 'Die zufällige Reihenfolge braucht einen Startwert aus 1 bis 64 Buchstaben oder Ziffern.',
  'moment.userIds': 'Gib 1 bis {max} Mitglieds-IDs an.',
  'moment.burnViewed': 'Du hast diese Fotos schon gesehen.',
  'moment.burnOwn': 'Deine eigenen selbstlöschenden Fotos werden dir immer gezeigt.',
  'moment.notBurn': 'Dieser Moment löscht sich nicht nach dem Ansehen.',
  'moment.publishLimit': 'Du kannst höchstens {max} Momente pro Stunde veröffentlichen. Bitte versuch es später.',
  'moment.commentLimit': 'Du kommentierst sehr schnell. Bitte warte einen Moment.',
  'moment.noWords': 'Dieser Text hat keine Wörter zum Übersetzen.',
  'moment.sameLanguage': 'Dieser Text ist schon auf {language}.',
} satisfies Translation<typeof en>;
