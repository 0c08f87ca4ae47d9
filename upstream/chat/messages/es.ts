import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'chat.text': 'Escribe un mensaje de 1 a 1000 caracteres.',
  'chat.translate': 'Indica si este mensaje se traduce (true o false).',
  'chat.clientId': 'El id del mensaje debe tener de 1 a 64 letras, dígitos, «-» o «_».',
  'chat.type': 'Este tipo de mensaje no se puede enviar.',
  'chat.image': 'Esa subida no existe o ya se usó.',
  'chat.burn': 'La autodestrucción debe estar activada o desactivada.',
  'chat.ext': 'Los datos adicionales deben ser un objeto JSON de 2 KB como máximo.',
  'chat.self': 'No puedes enviarte un mensaje a ti mismo.',
  'chat.blocked': 'No puedes chatear con este miembro.',
  'chat.unavailable': 'Este miembro ha cerrado su cuenta.',
  'chat.messageId': 'Elige un mensaje válido.',
  'chat.messageNotFound': 'Este mensaje no existe.',
  'chat.recallExpired': 'Este mensaje ya no se puede retirar.',
  'chat.welcome':
    '¡Te damos la bienvenida a Across! Somos el equipo de atención al cliente: escríbenos aquí cuando necesites ayuda, en tu propio idioma.',
  'chat.burnViewed': 'Esta foto ya se ha visto.',
  'chat.rateLimited': 'Estás enviando mensajes demasiado rápido. Espera un momento.',
  'chat.typing': 'Escribiendo debe ser verdadero o falso.',
  'complain.type': 'Elige un tipo de denuncia.',
  'complain.reason': 'Indica un motivo de 1 a 200 caracteres.',
  'complain.notes': 'Las notas pueden tener como máximo 1000 caracteres.',
  'complain.tooMany': 'Hoy ya has enviado muchas denuncias. Vuelve a intentarlo mañana.',
  'complain.tooManyAboutMember':
    'Hoy ya has denunciado varias veces a este miembro; tenemos tus denuncias. Espera antes de volver a denunciarlo.',
  'complain.harassment': 'Acoso o abuso',
  'complain.spam': 'Spam o estafa',
  'complain.photos': 'Fotos inapropiadas',
  'complain.fake': 'Perfil falso',
  'complain.underage': 'Menor de edad',
  'complain.other': 'Otro',
} satisfies Translation<typeof en>;
