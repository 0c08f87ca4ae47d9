/**
 * The kinds of interaction notices, a registry: the notices domain registers the kinds of the
 * domains built before it (domain.ts), a later domain registers its own (the mall's
 * `shop_gift`) through `NoticeService.registerKind`, and settings, validation and recording
 * read it. Not a closed list.
 */
export type NoticeTargetType = 'moment' | 'comment' | 'order' | 'report' | null;

export interface NoticeKind {
  /** The string id members' settings and the wire use. */
  id: string;
  /**
   * What a group of this kind is about: a moment, a comment, a gift-mall order, a moderation item (a report's
   * outcome), or none (the member themself).
   */
  targetType: NoticeTargetType;
}

export class NoticeKinds {
  private readonly kinds = new Map<string, NoticeKind>();

  register(kind: NoticeKind) {
    if (this.kinds.has(kind.id)) throw new Error(`notice kind ${kind.id} registered twice`);
    this.kinds.set(kind.id, kind);
  }

  get(id: string): NoticeKind | undefined {
    return this.kinds.get(id);
  }

  get ids(): string[] {
    return [...this.kinds.keys()];
  }
}
