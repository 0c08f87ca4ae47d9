import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

/** One UTC day's figures (upstream/figures/service.ts). */
export interface DayFiguresInfo {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  newMembers: number;
  messages: number;
  openReports: number;
  coinsBought: number;
  coinsSpent: number;
}

/** /user-service/staff/figures (docs/contract.md "Staff: figures"), for one caller. */
export class FiguresEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** Admin only: the last 14 UTC days, oldest first. */
  days() {
    return this.transport.get<{ days: DayFiguresInfo[] }>(this.caller, '/staff/figures');
  }
}

declare module '../core/upstream' {
  interface Upstream {
    figures: FiguresEndpoints;
  }
}

registerUpstreamArea('figures', FiguresEndpoints);
