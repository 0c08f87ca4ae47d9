import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moment.notFound': 'Este momento no existe o no se te muestra.',
  'moment.commentNotFound': 'Este comentario no existe o no se te muestra.',
  'moment.id': 'Elige un momento válido.',
  'moment.commentId': 'Elige un comentario válido.',
  'moment.content': 'Escribe algo: un momento tiene de 1 a {max} caracteres.',
  'moment.pictures': 'Añade de 1 a {max} fotos.',
  'moment.pictureUnknown': 'Una foto no la subiste tú o ya está usada. Vuelve a subirla.',
  'moment.type': 'Elige un momento normal o uno que se autodestruye al verlo.',
  'moment.audience': 'Elige todos, amigos o solo yo.',
  'moment.flag': 'Elige verdadero o falso.',
  'moment.comment': 'Escribe un comentario de 1 a {max} caracteres.',
  'moment.scope': 'Elige todos, seguidos, amigos, cerca, aleatorio, usuario o míos.',
  'moment.cursor': 'Esta posición de la lista no es válida. Vuelve a cargar la lista.',
  'moment.seed': 'El orden aleatorio necesita una semilla de 1 a 64 letras o cifras.',
  'moment.userIds': 'Indica de 1 a {max} identificadores de miembros.',
  'moment.burnViewed': 'Ya has visto estas fotos.',
  'moment.burnOwn': 'Tus propias fotos que se autodestruyen siempre se te muestran.',
  'moment.notBurn': 'Este momento no se autodestruye al verlo.',
  'moment.publishLimit': 'Puedes publicar como máximo {max} momentos por hora. Inténtalo más tarde.',
  'moment.commentLimit': 'Estás comentando muy rápido. Espera un momento.',
  'moment.noWords': 'Este texto no tiene palabras que traducir.',
  'moment.sameLanguage': 'Este texto ya está en {language}.',
} satisfies Translation<typeof en>;
