import type { UpstreamCaller, UpstreamTransport } from './transport';
import type { ListOption } from './types';

/** The lists of /user-service/system/*, named in the caller's language. */
export const SYSTEM_LISTS = { hobbies: '/system/hobby', languages: '/system/language', regions: '/system/region', occupations: '/system/occupation' } as const;
export const SYSTEM_RANGES = { heights: '/system/height', weights: '/system/weight' } as const;

/** /user-service/system/*: the profile forms' lists. */
export class SystemEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  list(name: keyof typeof SYSTEM_LISTS) {
    return this.transport.get<ListOption[]>(this.caller, SYSTEM_LISTS[name]);
  }
  range(name: keyof typeof SYSTEM_RANGES) {
    return this.transport.get<number[]>(this.caller, SYSTEM_RANGES[name]);
  }
}
