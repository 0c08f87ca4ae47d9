import type { UiLanguage } from '../languages';
import type { Catalogue } from './catalogue';
import { STAFF_MESSAGE_DOMAINS } from './staffDomains';

export type { Catalogue, MessageId } from './catalogue';

/**
 * The messages live by domain, one file per language in each domain's folder
 * (`shell/de.ts`, `account/de.ts` ...). A language's catalogue is its files merged,
 * downloaded only when that language is shown: the build puts each language's files in
 * one chunk (vite.config.mts), so that is one request; the staff console's folders
 * (`STAFF_MESSAGE_DOMAINS`) in a second, which only the console loads.
 */
export const domainFiles = import.meta.glob<Record<string, string>>('./*/*.ts', { import: 'default' });

/** `./shell/zh-TW.ts` → `zh-TW`. */
export const languageOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);

/** `./moderation/de.ts` → `moderation`. */
const domainOfFile = (path: string) => path.split('/')[1];

/** The members' messages, or the staff console's (which staff screens add to the members'). */
export type CataloguePart = 'members' | 'staff';

const loads = new Map<string, Promise<Catalogue>>();

/**
 * The language's catalogue, fetched once: the members' part, or the staff console's (its keys only, typed as the
 * whole catalogue for merging).
 */
export function loadCatalogue(language: UiLanguage, part: CataloguePart = 'members'): Promise<Catalogue> {
  const key = `${part}:${language}`;
  let load = loads.get(key);
  if (!load) {
    const files = Object.entries(domainFiles).filter(
      ([path]) =>
        languageOfFile(path) === language && STAFF_MESSAGE_DOMAINS.includes(domainOfFile(path)) === (part === 'staff'),
    );
    load = Promise.all(files.map(([, importFile]) => importFile())).then(
      (domains) => Object.assign({}, ...domains) as Catalogue,
    );
    load.catch(() => loads.delete(key)); // a failed download (offline) is tried again next time
    loads.set(key, load);
  }
  return load;
}
