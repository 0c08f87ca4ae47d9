import { describe, expect, it } from 'vitest';
import { draftOf, NO_PREFERENCES, preferencesInput, withChange } from './matchPreferences';

describe('an SVIP member’s match choices', () => {
  it('sends only the choices made, and nothing when none is', () => {
    expect(preferencesInput(NO_PREFERENCES)).toBeNull();
    expect(preferencesInput({ ...NO_PREFERENCES, gender: 'FEMALE', ageMax: '40', language: 'es' })).toEqual({
      gender: 'FEMALE',
      ageMax: 40,
      language: 'es',
    });
  });

  it('keeps the ages in order, moving the other end', () => {
    const from30 = withChange(NO_PREFERENCES, { ageMin: '30' });
    expect(withChange({ ...from30, ageMax: '40' }, { ageMin: '45' })).toMatchObject({ ageMin: '45', ageMax: '45' });
    expect(withChange({ ...from30, ageMax: '40' }, { ageMax: '25' })).toMatchObject({ ageMin: '25', ageMax: '25' });
    expect(withChange(from30, { ageMax: '35' })).toMatchObject({ ageMin: '30', ageMax: '35' });
  });

  it('takes back the choices a search was started with', () => {
    expect(draftOf(null)).toEqual(NO_PREFERENCES);
    expect(draftOf({ gender: 'MALE', ageMin: 20, ageMax: null, language: null, region: 'DE' })).toEqual({
      gender: 'MALE',
      ageMin: '20',
      ageMax: '',
      language: '',
      region: 'DE',
    });
    // A value the form does not offer is no choice.
    expect(draftOf({ gender: 'OTHER' }).gender).toBe('');
  });
});
