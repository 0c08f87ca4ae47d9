import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, matchBrowserLanguage } from './languages';
import { catalogues } from './messages';

describe('web message catalogues', () => {
  const keys = Object.keys(catalogues.en).sort();

  it.each(UI_LANGUAGES.map((language) => language.code))('%s has every key of English, none extra, none empty', (code) => {
    const catalogue = catalogues[code] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    const empty = keys.filter((key) => !catalogue[key]?.trim());
    expect(empty).toEqual([]);
  });

  it.each(UI_LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
    '%s is translated, not a copy of English',
    (code) => {
      const catalogue = catalogues[code] as Record<string, string>;
      const same = keys.filter((key) => catalogue[key] === (catalogues.en as Record<string, string>)[key]);
      // Brand names and short loan words may match English; whole sentences must not.
      expect(same.filter((key) => catalogue[key].includes(' ') && catalogue[key].length > 12)).toEqual([]);
    },
  );

  it('maps browser languages to the UI languages', () => {
    expect(matchBrowserLanguage('de-AT')).toBe('de');
    expect(matchBrowserLanguage('zh-HK')).toBe('zh-TW');
    expect(matchBrowserLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(matchBrowserLanguage('zh')).toBe('zh-CN');
    expect(matchBrowserLanguage('pt-BR')).toBeUndefined();
  });
});
