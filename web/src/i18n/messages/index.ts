import type { UiLanguage } from '../languages';
import type { Catalogue } from './catalogue';

export type { Catalogue, MessageId } from './catalogue';

/**
 * The messages live by domain, one file per language in each domain's folder
 * (`shell/de.ts`, `account/de.ts` ...). A language's catalogue is all its files merged,
 * downloaded only when that language is shown: the build puts each language's files in
 * one chunk (vite.config.mts), so that is one request.
 */
export const domainFiles = import.meta.glob<Record<string, string>>('./*/*.ts', { import: 'default' });

/** `./shell/zh-TW.ts` → `zh-TW`. */
export const languageOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);

const loads = new Map<UiLanguage, Promise<Catalogue>>();

/** The language's catalogue, fetched once. */
export function loadCatalogue(language: UiLanguage): Promise<Catalogue> {
  let load = loads.get(language);
  if (!load) {
    const files = Object.entries(domainFiles).filter(([path]) => languageOfFile(path) === language);
    load = Promise.all(files.map(([, importFile]) => importFile())).then(
      (domains) => Object.assign({}, ...domains) as Catalogue,
    );
    load.catch(() => loads.delete(language)); // a failed download (offline) is tried again next time
    loads.set(language, load);
  }
  return load;
}
