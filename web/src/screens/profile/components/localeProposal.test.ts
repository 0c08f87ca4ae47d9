import { describe, expect, it } from 'vitest';
import { proposedFromBrowser } from './localeProposal';

const known = { languages: ['en', 'es', 'de', 'zh-CN', 'zh-TW'], regions: ['ES', 'MX', 'DE', 'AT', 'US', 'TW', 'CN'] };

describe('language and country proposed from the browser', () => {
  it('takes the first language the lists know, with its region or the likeliest one', () => {
    expect(proposedFromBrowser(['es-ES', 'en'], known)).toEqual({ language: 'es', regionCode: 'ES' });
    expect(proposedFromBrowser(['es-MX'], known)).toEqual({ language: 'es', regionCode: 'MX' });
    expect(proposedFromBrowser(['de'], known)).toEqual({ language: 'de', regionCode: 'DE' });
    expect(proposedFromBrowser(['xx-YY', 'tlh', 'de-AT'], known)).toEqual({ language: 'de', regionCode: 'AT' });
  });

  it('tells the Chinese scripts apart and proposes nothing it cannot name', () => {
    expect(proposedFromBrowser(['zh-TW'], known)).toEqual({ language: 'zh-TW', regionCode: 'TW' });
    expect(proposedFromBrowser(['zh-Hans'], known)).toEqual({ language: 'zh-CN', regionCode: 'CN' });
    expect(proposedFromBrowser(['fr-FR'], known)).toEqual({});
    expect(proposedFromBrowser(['not a tag!'], known)).toEqual({});
  });
});
