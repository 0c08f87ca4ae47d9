/**
 * A named point where other domains act inside a domain's work, declared by the domain that
 * owns the work (chat/hooks.ts, `AccountService.hooks`, `AlbumService.hooks`). Each domain
 * adds its handlers from its own `domain.ts` once it is built; the owner runs them in the
 * order they were added and knows nothing of what they do.
 */
export class Hook<Handler> {
  private readonly added: Handler[] = [];

  add(handler: Handler) {
    this.added.push(handler);
  }

  get handlers(): readonly Handler[] {
    return this.added;
  }
}
