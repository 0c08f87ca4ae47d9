import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'match.attemptsExhausted': 'Ya has usado los emparejamientos de hoy. Vuelve mañana.',
  'match.preferencesNotAllowed': 'Elegir a quién conoces es para miembros SVIP.',
  'match.attemptNotFound': 'Este emparejamiento no existe o no es tuyo.',
  'match.preferences': 'Elige a quién conoces solo por género, rango de edad, idioma y región.',
  'match.id': 'Elige un emparejamiento válido.',
} satisfies Translation<typeof en>;
