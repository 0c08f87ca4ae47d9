import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

type Named = ReadonlyArray<{ readonly code: string; readonly name: string }>;

/** The system lists that name a profile's codes, in the member's language. */
export interface FactLists {
  readonly regions: Named;
  readonly languages: Named;
  readonly occupations: Named;
  readonly hobbies: Named;
}

/** The profile fields another member may see (spec §3). */
export interface FactUser {
  readonly gender?: string | null;
  readonly age?: number | null;
  readonly regionCode?: string | null;
  readonly accountNumber?: number | null;
  readonly hobbies?: ReadonlyArray<string> | null;
  readonly occupation?: string | null;
  readonly language?: string | null;
  readonly spokenLanguages?: ReadonlyArray<string> | null;
  readonly heightCm?: number | null;
  readonly weightKg?: number | null;
}

export type Fact = { label: MessageId; value: string };

/** The name of a code in a system list, the code itself if unknown, null for none. */
export const nameIn = (list: Named, code: string | null | undefined) =>
  code ? (list.find((item) => item.code === code)?.name ?? code) : null;

/**
 * The languages a member speaks, named: their common language first, then the others ("Spanish, English and German");
 * null for none.
 */
export function spokenList(
  user: Pick<FactUser, 'language' | 'spokenLanguages'>,
  languages: Named,
  intl: IntlShape,
): string | null {
  const codes = [user.language, ...(user.spokenLanguages ?? [])].filter((code): code is string => !!code);
  return codes.length > 0
    ? intl.formatList(
        codes.map((code) => nameIn(languages, code)!),
        { type: 'conjunction' },
      )
    : null;
}

/**
 * A profile as labelled lines, in the user info card's order (spec §2): gender, age, region,
 * ID, interests, occupation, the languages they speak, height, weight. Unknown values are left out.
 */
export function profileFacts(user: FactUser, lists: FactLists, intl: IntlShape): Fact[] {
  const gender =
    user.gender === 'FEMALE' || user.gender === 'MALE' || user.gender === 'OTHER'
      ? intl.formatMessage({ id: `profile.gender.${user.gender}` })
      : null;
  const facts: Array<[MessageId, string | null]> = [
    ['profile.gender', gender],
    ['people.ageLabel', user.age != null ? intl.formatMessage({ id: 'people.age' }, { age: user.age }) : null],
    ['people.region', nameIn(lists.regions, user.regionCode)],
    ['people.idLabel', user.accountNumber != null ? String(user.accountNumber) : null],
    ['people.interests', (user.hobbies ?? []).map((code) => nameIn(lists.hobbies, code)).join(' · ') || null],
    ['people.occupation', nameIn(lists.occupations, user.occupation)],
    ['people.speaks', spokenList(user, lists.languages, intl)],
    [
      'people.height',
      user.heightCm != null ? intl.formatNumber(user.heightCm, { style: 'unit', unit: 'centimeter' }) : null,
    ],
    [
      'people.weight',
      user.weightKg != null ? intl.formatNumber(user.weightKg, { style: 'unit', unit: 'kilogram' }) : null,
    ],
  ];
  return facts
    .filter((fact): fact is [MessageId, string] => fact[1] != null)
    .map(([label, value]) => ({ label, value }));
}
