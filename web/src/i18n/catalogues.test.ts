import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES, matchBrowserLanguage, type UiLanguage } from './languages';
import { domainFiles, languageOfFile, loadCatalogue, type Catalogue } from './messages';

const codes = UI_LANGUAGES.map((language) => language.code);

/** The values a message reads ({name}, {count, plural, …}, <tag>), through react-intl's own parser. */
function placeholderNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element)) continue;
    if (isTagElement(element)) {
      names.add(`<${element.value}>`);
      placeholderNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (isPluralElement(element) || isSelectElement(element))
      for (const option of Object.values(element.options)) placeholderNames(option.value, names);
  }
  return names;
}
const placeholders = (message: string) => [...placeholderNames(parse(message))].sort().join();

describe('web message catalogues', () => {
  const catalogues = {} as Record<UiLanguage, Record<string, string>>;
  let keys: string[];
  beforeAll(async () => {
    for (const code of codes)
      catalogues[code] = { ...(await loadCatalogue(code)), ...(await loadCatalogue(code, 'staff')) } as Catalogue;
    keys = Object.keys(catalogues.en).sort();
  });

  it('has a file per UI language in every domain folder, and no other', () => {
    const byDomain = new Map<string, string[]>();
    for (const path of Object.keys(domainFiles)) {
      const domain = path.split('/')[1];
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), languageOfFile(path)]);
    }
    for (const [domain, languages] of byDomain)
      expect({ domain, languages: languages.sort() }).toEqual({ domain, languages: [...codes].sort() });
  });

  it('gives each id to one domain (merging would hide a second)', async () => {
    const english = Object.entries(domainFiles).filter(([path]) => languageOfFile(path) === 'en');
    const perDomain = await Promise.all(english.map(([, load]) => load().then(Object.keys)));
    expect(perDomain.flat().length).toBe(keys.length);
  });

  it.each(codes)('%s has every key of English, none extra, none empty', (code) => {
    const catalogue = catalogues[code];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    const empty = keys.filter((key) => !catalogue[key]?.trim());
    expect(empty).toEqual([]);
  });

  it.each(codes.filter((code) => code !== 'en'))('%s has the placeholders of English', (code) => {
    const differing = keys.filter((key) => placeholders(catalogues[code][key]) !== placeholders(catalogues.en[key]));
    expect(differing).toEqual([]);
  });

  it.each(codes.filter((code) => code !== 'en'))('%s is translated, not a copy of English', (code) => {
    const catalogue = catalogues[code];
    const same = keys.filter((key) => catalogue[key] === catalogues.en[key]);
    // Brand names and short loan words may match English; whole sentences must not.
    expect(same.filter((key) => catalogue[key].includes(' ') && catalogue[key].length > 12)).toEqual([]);
  });

  it('maps browser languages to the UI languages', () => {
    expect(matchBrowserLanguage('de-AT')).toBe('de');
    expect(matchBrowserLanguage('zh-HK')).toBe('zh-TW');
    expect(matchBrowserLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(matchBrowserLanguage('zh')).toBe('zh-CN');
    expect(matchBrowserLanguage('pt-BR')).toBeUndefined();
  });
});
