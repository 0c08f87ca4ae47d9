import { paths, VISITOR_PATHS } from './paths';

/** What the access guard leaves in the location's state on its way to /login. */
export interface GuardState {
  from?: string;
}

/** Where a member goes once logged in: back to the guarded page they asked for, else home. */
export function afterLoginPath(state: unknown): string {
  const from = (state as GuardState | null)?.from;
  if (!from || VISITOR_PATHS.some((path) => from.startsWith(path))) return paths.home();
  return from;
}
