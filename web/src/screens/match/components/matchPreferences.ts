import type { MatchPreferencesInput } from '../../../__generated__/useMatchStartMutation.graphql';

/** An SVIP member's choices as the form holds them ('' for any). */
export interface PreferencesDraft {
  gender: '' | 'FEMALE' | 'MALE';
  ageMin: string;
  ageMax: string;
  language: string;
  region: string;
}

export const NO_PREFERENCES: PreferencesDraft = { gender: '', ageMin: '', ageMax: '', language: '', region: '' };

/** The ages a preference takes (the server's 18 to 99). */
export const AGE_MIN = 18;
export const AGE_MAX = 99;

type Saved = {
  readonly gender?: string | null;
  readonly ageMin?: number | null;
  readonly ageMax?: number | null;
  readonly language?: string | null;
  readonly region?: string | null;
} | null;

/** The form from the choices of the last start (the server kept them with it), so "try again" asks the same. */
export function draftOf(saved: Saved | undefined): PreferencesDraft {
  if (!saved) return NO_PREFERENCES;
  return {
    gender: saved.gender === 'FEMALE' || saved.gender === 'MALE' ? saved.gender : '',
    ageMin: saved.ageMin != null ? String(saved.ageMin) : '',
    ageMax: saved.ageMax != null ? String(saved.ageMax) : '',
    language: saved.language ?? '',
    region: saved.region ?? '',
  };
}

/** How many choices are made (the summary's count). */
export const choicesMade = (draft: PreferencesDraft) => Object.values(draft).filter(Boolean).length;

/** What the start sends: only the choices made; null for none. */
export function preferencesInput(draft: PreferencesDraft): MatchPreferencesInput | null {
  if (choicesMade(draft) === 0) return null;
  return {
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(draft.ageMin ? { ageMin: Number(draft.ageMin) } : {}),
    ...(draft.ageMax ? { ageMax: Number(draft.ageMax) } : {}),
    ...(draft.language ? { language: draft.language } : {}),
    ...(draft.region ? { region: draft.region } : {}),
  };
}

/** A change that keeps the ages in order (a youngest above the oldest moves the oldest up, and back). */
export function withChange(draft: PreferencesDraft, patch: Partial<PreferencesDraft>): PreferencesDraft {
  const next = { ...draft, ...patch };
  if (next.ageMin && next.ageMax && Number(next.ageMin) > Number(next.ageMax)) {
    if (patch.ageMin !== undefined) next.ageMax = next.ageMin;
    else next.ageMin = next.ageMax;
  }
  return next;
}
