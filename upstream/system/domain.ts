import { defineDomain } from '../domain';
import { systemRoutes } from './routes';

/** The public lists (hobbies, languages, regions, occupations, heights, weights) and the health check. */
export const system = defineDomain({ name: 'system', routes: systemRoutes });
