import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': 'Bitte gib einen Spitznamen ein.',
  'nickname.length': 'Der Spitzname muss 1 bis 32 Zeichen lang sein und darf keine Steuerzeichen enthalten.',
  'birthday.invalid': 'Bitte gib ein gültiges Geburtsdatum ein.',
  'birthday.adult': 'Du musst mindestens 18 Jahre alt sein.',
  'language.invalid': 'Bitte wähle eine Sprache aus der Liste.',
  'interfaceLanguage.invalid': 'Bitte wähle eine der Sprachen, in denen Across angezeigt wird.',
  'spokenLanguages.invalid': 'Bitte wähle die Sprachen, die du sprichst, aus der Liste.',
  'spokenLanguages.count': 'Wähle höchstens 5 weitere Sprachen.',
  'region.invalid': 'Bitte wähle ein Land oder eine Region aus der Liste.',
  'gender.invalid': 'Bitte wähle ein Geschlecht aus der Liste.',
  'height.invalid': 'Bitte wähle eine Größe zwischen 140 und 220 cm.',
  'weight.invalid': 'Bitte wähle ein Gewicht zwischen 35 und 150 kg.',
  'signature.length': '„Über mich“ darf höchstens 200 Zeichen lang sein.',
  'occupation.invalid': 'Bitte wähle einen Beruf aus der Liste.',
  'hobbies.count': 'Wähle mindestens ein und höchstens drei Hobbys aus der Liste.',
  'shown.invalid': 'Gib bitte ja oder nein an: ob andere Mitglieder es sehen.',
} satisfies Translation<typeof en>;
