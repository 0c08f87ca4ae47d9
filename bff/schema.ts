import { lexicographicSortSchema } from 'graphql';
import { builder } from './core/builder';
import './core/error-types';
import './domains';

/** The whole graph, sorted so the printed schema is stable. */
export const schema = lexicographicSortSchema(builder.toSchema());
