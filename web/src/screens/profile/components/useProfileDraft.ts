import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  useProfileDraft_viewer$data,
  useProfileDraft_viewer$key,
} from '../../../__generated__/useProfileDraft_viewer.graphql';

/** What the two profile steps hold while the member moves back and forth. */
export interface ProfileDraft {
  year: string;
  month: string;
  day: string;
  language: string;
  /** The other languages I speak (never the common one when saved). */
  spokenLanguages: string[];
  gender: string;
  regionCode: string;
  avatarFile: File | null;
  avatarPreview: string | null;
  nickname: string;
  heightCm: string;
  weightKg: string;
  /** Whether other members see the height and the weight (they do not unless the member chooses). */
  heightVisible: boolean;
  weightVisible: boolean;
  signature: string;
  occupation: string;
  hobbies: string[];
}

function draftFromViewer(viewer: useProfileDraft_viewer$data | null | undefined): ProfileDraft {
  const user = viewer?.user;
  return {
    year: viewer?.birthday ? String(viewer.birthday.year) : '',
    month: viewer?.birthday ? String(viewer.birthday.month) : '',
    day: viewer?.birthday ? String(viewer.birthday.day) : '',
    language: user?.language ?? '',
    spokenLanguages: [...(user?.spokenLanguages ?? [])],
    gender: user?.gender && user.gender !== '%future added value' ? user.gender : '',
    regionCode: user?.regionCode ?? '',
    avatarFile: null,
    avatarPreview: user?.avatarUrl ?? null,
    nickname: user?.nickname ?? '',
    heightCm: user?.heightCm ? String(user.heightCm) : '',
    weightKg: user?.weightKg ? String(user.weightKg) : '',
    heightVisible: viewer?.heightVisible ?? false,
    weightVisible: viewer?.weightVisible ?? false,
    signature: user?.signature ?? '',
    occupation: user?.occupation ?? '',
    hobbies: [...(user?.hobbies ?? [])],
  };
}

/**
 * The profile as the two steps (and /person) edit it, starting from the viewer's saved profile
 * (or empty, for a new account): the steps change the draft, each save sends its part. The
 * third value is the profile as saved, which follows the store (a save's answer updates it).
 */
export function useProfileDraft(viewer: useProfileDraft_viewer$key | null | undefined) {
  const data = useFragment(
    graphql`
      fragment useProfileDraft_viewer on Viewer {
        heightVisible
        weightVisible
        birthday {
          year
          month
          day
        }
        user {
          nickname
          avatarUrl
          language
          spokenLanguages
          gender
          regionCode
          heightCm
          weightKg
          occupation
          hobbies
          signature
        }
      }
    `,
    viewer,
  );
  // The profile as the server has it: what the draft started from, and after a save what it saved.
  const saved = useMemo(() => draftFromViewer(data), [data]);
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return [draft, change, saved] as const;
}
