import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient':
    'Esta traducción necesita {characters} caracteres, más de los que cubren tus caracteres gratis de hoy, tus caracteres de traducción y tus monedas de oro. Compra un paquete de traducción o recarga monedas de oro, o envía el texto tal cual: mañana tendrás nuevos caracteres gratis.',
  'translation.askCoins':
    'Esta traducción necesita {characters} caracteres y te quedan {left} (tus caracteres gratis de hoy y tus caracteres de traducción). Las monedas de oro pueden pagar el resto: 1 moneda por cada {per} caracteres.',
  'translation.unavailable': 'La traducción de {source} a {target} no está disponible.',
  'translation.failed': 'El servicio de traducción no responde. Inténtalo de nuevo en un momento.',
  'translation.sameLanguage': 'Este mensaje ya está en {language}. Si no es así, elige el idioma en que está escrito.',
  'translation.notText': 'Solo se pueden traducir mensajes de texto.',
  'translation.ownMessage':
    'Tus propios mensajes se envían según tu ajuste de traducción; aquí solo se traducen los mensajes que recibes.',
  'translation.noWords': 'Este mensaje no tiene palabras que traducir.',
  'translation.draftRecord': 'Esa traducción es de otro texto o ya se envió: vuelve a traducir tu mensaje.',
  'translation.draftAsWritten': 'Un mensaje enviado tal como está escrito no puede llevar una traducción.',
  'translation.correctionText': 'Escribe tu propuesta con entre 1 y 1000 caracteres.',
  'translation.correctionOwn': 'Solo puedes proponer una redacción mejor para los mensajes que recibiste.',
  'translation.correctionUntranslated': 'Solo un mensaje traducido admite una redacción mejor: tradúcelo primero.',
  'translation.correctionSame': 'Esa ya es la traducción: cámbiala para proponer una mejor.',
  'translation.language': 'Elige un idioma de la lista.',
  'translation.outgoing': 'Elige un idioma, el idioma del otro miembro o sin traducción.',
  'translation.autoTranslate': 'Indica si los mensajes recibidos se traducen automáticamente.',
  'translation.payWithCoins': 'Indica si las monedas de oro pueden pagar la traducción (true o false).',
} satisfies Translation<typeof en>;
