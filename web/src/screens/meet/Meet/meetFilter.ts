import type { MemberGridPaginationQuery$variables } from '../../../__generated__/MemberGridPaginationQuery.graphql';

/** What the meet list is narrowed to, as the filter form holds it ('' for any). */
export interface MeetFilter {
  gender: 'ALL' | 'FEMALE' | 'MALE';
  language: string;
  regionCode: string;
  ageMin: string;
  ageMax: string;
  onlineNow: boolean;
}

export const NO_FILTER: MeetFilter = {
  gender: 'ALL',
  language: '',
  regionCode: '',
  ageMin: '',
  ageMax: '',
  onlineNow: false,
};

/** The ages the filter offers (the server takes 18 to 99). */
export const AGE_MIN = 18;
export const AGE_MAX = 99;

/** How many filters besides gender are set (the summary's count). */
export const filtersSet = (filter: MeetFilter) =>
  [filter.language, filter.regionCode, filter.ageMin, filter.ageMax, filter.onlineNow].filter(Boolean).length;

/** The list query's variables: the server filters, so every choice is an argument. */
export function meetVariables(filter: MeetFilter): Omit<MemberGridPaginationQuery$variables, 'count' | 'cursor'> {
  return {
    gender: filter.gender === 'ALL' ? null : filter.gender,
    language: filter.language || null,
    regionCode: filter.regionCode || null,
    ageMin: filter.ageMin ? Number(filter.ageMin) : null,
    ageMax: filter.ageMax ? Number(filter.ageMax) : null,
    onlineNow: filter.onlineNow || null,
  };
}

/** A change of the filter that keeps the ages in order (a youngest above the oldest moves the oldest up, and back). */
export function withChange(filter: MeetFilter, patch: Partial<MeetFilter>): MeetFilter {
  const next = { ...filter, ...patch };
  if (next.ageMin && next.ageMax && Number(next.ageMin) > Number(next.ageMax)) {
    if (patch.ageMin !== undefined) next.ageMax = next.ageMin;
    else next.ageMin = next.ageMax;
  }
  return next;
}
