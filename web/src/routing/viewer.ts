import { createContext, useContext } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { AppQuery, AppQuery$data } from '../__generated__/AppQuery.graphql';

/** The app query's reference, owned by App (loaded again by "Try again"), read by the root route. */
export const AppQueryContext = createContext<PreloadedQuery<AppQuery> | null>(null);

/** Who is logged in, from the app query: null when nobody is. */
export const ViewerContext = createContext<AppQuery$data['viewer'] | undefined>(undefined);

/** The app query's answer at the root (what the shell reads beside the viewer: the maintenance window). */
export const AppDataContext = createContext<AppQuery$data | null>(null);

export function useAppData(): AppQuery$data {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData outside the root route');
  return data;
}

export function useViewer(): AppQuery$data['viewer'] {
  const viewer = useContext(ViewerContext);
  if (viewer === undefined) throw new Error('useViewer outside the root route');
  return viewer;
}
