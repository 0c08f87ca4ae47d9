import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': 'Introduce un apodo.',
  'nickname.length': 'El apodo debe tener entre 1 y 32 caracteres, sin caracteres de control.',
  'birthday.invalid': 'Introduce una fecha de nacimiento válida.',
  'birthday.adult': 'Debes tener al menos 18 años para registrarte.',
  'language.invalid': 'Elige un idioma de la lista.',
  'interfaceLanguage.invalid': 'Elige uno de los idiomas en los que se muestra Across.',
  'spokenLanguages.invalid': 'Elige de la lista los idiomas que hablas.',
  'spokenLanguages.count': 'Elige como máximo 5 idiomas además del tuyo.',
  'region.invalid': 'Elige un país o región de la lista.',
  'gender.invalid': 'Elige un género de la lista.',
  'height.invalid': 'Elige una estatura entre 140 y 220 cm.',
  'weight.invalid': 'Elige un peso entre 35 y 150 kg.',
  'signature.length': '«Sobre mí» puede tener como máximo 200 caracteres.',
  'occupation.invalid': 'Elige una profesión de la lista.',
  'hobbies.count': 'Elige entre una y tres aficiones de la lista.',
  'shown.invalid': 'Indica sí o no: si otros miembros pueden verlo.',
} satisfies Translation<typeof en>;
