import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'support.memberId': 'Elige una conversación de miembro válida.',
  'support.conversationNotFound': 'Este miembro no tiene ninguna conversación con atención al cliente.',
  'support.claimConflict': 'Otra persona del equipo está atendiendo esta conversación. No se ha cambiado nada.',
  'support.replyText': 'Una respuesta tiene de 1 a 1000 caracteres.',
  'support.noteText': 'Una nota tiene de 1 a 1000 caracteres.',
  'support.flag': 'Este filtro es 1 o 0.',
} satisfies Translation<typeof en>;
