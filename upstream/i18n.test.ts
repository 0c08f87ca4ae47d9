import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './constants';
import { registeredCatalogues, translate } from './i18n';
import './server'; // every domain's routes, and with them every catalogue

const catalogues = [...registeredCatalogues()];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('upstream message catalogues', () => {
  it('holds the catalogue of every domain that has one (and the shared one)', () => {
    const hasCatalogue = (folder: string) => existsSync(path.join(__dirname, folder, 'messages', 'index.ts'));
    const domains = readdirSync(__dirname, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && hasCatalogue(entry.name),
    );
    const expected = [...domains.map((entry) => entry.name), ...(hasCatalogue('.') ? ['shared'] : [])];
    expect(catalogues.map(([name]) => name).sort()).toEqual(expected.sort());
  });

  describe.each(catalogues)('%s', (_name, catalogue) => {
    const keys = Object.keys(catalogue.en).sort();

    it.each(UI_LANGUAGES)('%s has every message, none empty, none extra', (language) => {
      expect(Object.keys(catalogue[language]).sort()).toEqual(keys);
      for (const key of keys) expect(catalogue[language][key].trim(), `${language} ${key}`).not.toBe('');
    });

    it.each(UI_LANGUAGES)('%s keeps the placeholders of English', (language) => {
      for (const key of keys)
        expect(placeholders(catalogue[language][key]), `${language} ${key}`).toEqual(placeholders(catalogue.en[key]));
    });
  });

  it('fills placeholders', () => {
    expect(translate('de', 'field.notText', { field: 'email' })).toBe('Das Feld „email“ muss Text sein.');
    expect(translate('ja', 'friend.self')).toBe('自分自身を友だちに追加することはできません。');
  });
});
