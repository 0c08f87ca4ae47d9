import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './constants';
import { messageCatalogues, translate } from './i18n';

describe('upstream message catalogues', () => {
  const keys = Object.keys(messageCatalogues.en).sort();

  it.each(UI_LANGUAGES)('%s has every message, none empty, none extra', (language) => {
    const catalogue = messageCatalogues[language];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect(catalogue[key as keyof typeof catalogue].trim()).not.toBe('');
  });

  it.each(UI_LANGUAGES)('%s keeps the placeholders of English', (language) => {
    for (const key of keys) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      const k = key as keyof typeof messageCatalogues.en;
      expect(placeholders(messageCatalogues[language][k]), `${language} ${key}`).toEqual(placeholders(messageCatalogues.en[k]));
    }
  });

  it('fills placeholders', () => {
    expect(translate('de', 'field.notText', { field: 'email' })).toBe('Das Feld „email“ muss Text sein.');
  });
});
