import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { noticeSettings } from '../db/schema';
import type { NoticeKinds } from './kinds';

export const AUDIENCES = ['everyone', 'following', 'friends', 'nobody'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** `{ kinds: { <kind>: { who, push } } }` for every registered kind. */
export interface NoticeSettingsInfo {
  kinds: Record<string, { who: Audience; push: boolean }>;
}

/** Who may notify the member of each kind, and whether it pushes (no row: everyone, push on). */
export class NoticeSettingsStore {
  constructor(
    private readonly db: Database,
    private readonly kinds: NoticeKinds,
  ) {}

  /** GET /interact/settings. */
  async get(memberId: number, db: Database = this.db): Promise<NoticeSettingsInfo> {
    const rows = await db.select().from(noticeSettings).where(eq(noticeSettings.memberId, memberId));
    const kinds: NoticeSettingsInfo['kinds'] = {};
    for (const kind of this.kinds.ids) {
      const row = rows.find((found) => found.kind === kind);
      kinds[kind] = { who: (row?.who as Audience | undefined) ?? 'everyone', push: row?.push ?? true };
    }
    return { kinds };
  }

  /** POST /interact/settings: one kind's `who` and/or `push` (the kind is a registered one: fields.ts). */
  async set(memberId: number, kind: string, change: { who?: Audience; push?: boolean }) {
    const set: { who?: Audience; push?: boolean } = {};
    if (change.who !== undefined) set.who = change.who;
    if (change.push !== undefined) set.push = change.push;
    if (Object.keys(set).length > 0)
      await this.db
        .insert(noticeSettings)
        .values({ memberId, kind, ...set })
        .onConflictDoUpdate({ target: [noticeSettings.memberId, noticeSettings.kind], set });
    return this.get(memberId);
  }
}
