import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

/** One option of a system list: its code, named in the caller's language. */
export interface ListOption {
  code: string;
  name: string;
}

/** The lists of /user-service/system/*, named in the caller's language. */
export const SYSTEM_LISTS = {
  hobbies: '/system/hobby',
  languages: '/system/language',
  regions: '/system/region',
  occupations: '/system/occupation',
} as const;
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

declare module '../core/upstream' {
  interface Upstream {
    system: SystemEndpoints;
  }
}

registerUpstreamArea('system', SystemEndpoints);
