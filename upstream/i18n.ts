import { UI_LANGUAGES, type UiLanguage } from './constants';

/**
 * Every message key. Empty here: each catalogue adds its keys by module augmentation
 * (`<domain>/messages/index.ts`), so a domain's texts stay in its folder and adding one
 * edits no file here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface Messages {}

export type MessageKey = keyof Messages & string;

/** One language's texts of a catalogue: exactly the keys of its English texts. */
export type Translation<English> = Record<keyof English, string>;

/** A catalogue's texts in the eight UI languages. */
export type Catalogue = Record<UiLanguage, Record<string, string>>;

const catalogues = new Map<string, Catalogue>();
/** Every registered text by language and key, for `translate` (no prototype: a key is only ever a text). */
const merged = Object.fromEntries(UI_LANGUAGES.map((language) => [language, Object.create(null)])) as Catalogue;

/**
 * Adds a catalogue's texts; its `messages/index.ts` calls it when imported (the domain's
 * routes import it). A key two catalogues both define is a mistake, refused at start.
 */
export function registerMessages(name: string, catalogue: Catalogue) {
  if (catalogues.has(name)) throw new Error(`message catalogue ${name} registered twice`);
  for (const key of Object.keys(catalogue.en)) {
    if (Object.hasOwn(merged.en, key))
      throw new Error(`message ${key} of catalogue ${name} is already defined by another catalogue`);
  }
  catalogues.set(name, catalogue);
  for (const language of UI_LANGUAGES) Object.assign(merged[language], catalogue[language]);
}

/** The registered catalogues by name (the i18n test checks each). */
export const registeredCatalogues = (): ReadonlyMap<string, Readonly<Catalogue>> => catalogues;

/** Every registered text, by language. */
export const messageCatalogues: Readonly<Catalogue> = merged;

export function toUiLanguage(value: unknown): UiLanguage {
  return UI_LANGUAGES.find((language) => language === value) ?? 'en';
}

export function translate(language: UiLanguage, key: MessageKey, values: Record<string, string> = {}): string {
  const text = merged[language][key] ?? key; // only an unregistered catalogue lacks a key (the i18n test catches it)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
