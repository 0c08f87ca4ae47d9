import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder';
import './errors';
import './user';
import './viewer';
import './session';
import './account';
import './system';
import './social';
import './friend';
import './album';
import './meet';
import './chat';
import './economy';
import './translation';
import './correction';

/** The whole graph, sorted so the printed schema is stable. */
export const schema = lexicographicSortSchema(builder.toSchema());
