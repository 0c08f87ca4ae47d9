import { describe, expect, it } from 'vitest';
import { changedFields, profileInput } from './profileForm';
import type { ProfileDraft } from './useProfileDraft';

const saved: ProfileDraft = {
  year: '1990',
  month: '5',
  day: '17',
  language: 'sv',
  spokenLanguages: ['en'],
  gender: 'MALE',
  regionCode: 'SE',
  avatarFile: null,
  avatarPreview: null,
  nickname: 'Kai',
  heightCm: '181',
  weightKg: '77',
  heightVisible: false,
  weightVisible: false,
  signature: 'Sailing.',
  occupation: 'teacher',
  hobbies: ['travel', 'music'],
};

describe('the profile editor saves what changed (issue 9)', () => {
  it('finds the changed fields, the birth date as one, ignoring spaces around text and the order of hobbies', () => {
    expect(changedFields({ ...saved, nickname: ' Kai ', hobbies: ['music', 'travel'] }, saved)).toEqual([]);
    expect(changedFields({ ...saved, day: '18', nickname: 'Kai L', regionCode: 'NO' }, saved)).toEqual([
      'year',
      'regionCode',
      'nickname',
    ]);
  });

  it('sends those fields only, as the server takes them', () => {
    expect(profileInput({ ...saved, nickname: ' Kai L ', day: '18' }, ['year', 'nickname', 'heightCm'])).toEqual({
      birthday: { year: 1990, month: 5, day: 18 },
      nickname: 'Kai L',
      heightCm: 181,
    });
  });

  it('takes an emptied height or weight off the profile and sends a change of who sees them', () => {
    expect(changedFields({ ...saved, weightKg: '', heightVisible: true }, saved)).toEqual([
      'weightKg',
      'heightVisible',
    ]);
    expect(profileInput({ ...saved, weightKg: '', heightVisible: true }, ['weightKg', 'heightVisible'])).toEqual({
      weightKg: null,
      heightVisible: true,
    });
  });

  it('sends the other languages I speak as chosen, never with the common one, and sees a common language chosen from them as no change to them', () => {
    expect(changedFields({ ...saved, spokenLanguages: ['en', 'de'] }, saved)).toEqual(['spokenLanguages']);
    expect(profileInput({ ...saved, spokenLanguages: ['en', 'de'] }, ['spokenLanguages'])).toEqual({
      spokenLanguages: ['en', 'de'],
    });
    // English made the common language: it is no longer among the others.
    expect(
      profileInput({ ...saved, language: 'en', spokenLanguages: ['en', 'de'] }, ['language', 'spokenLanguages']),
    ).toEqual({ language: 'en', spokenLanguages: ['de'] });
    expect(changedFields({ ...saved, spokenLanguages: ['en', 'sv'] }, saved)).toEqual([]);
  });
});
