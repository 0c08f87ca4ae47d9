/**
 * Every domain of the graph, one line each. A domain is a folder that registers its upstream
 * endpoints, loaders, error reasons and typed errors, types, queries, mutations and events
 * from its own files (its `index.ts`); adding a domain is a folder and a line here.
 */
import './user';
import './viewer';
import './account';
import './profile';
import './system';
import './social';
import './meet';
import './friend';
import './album';
import './chat';
import './economy';
import './translation';
import './moment';
import './match';
import './notice';
import './mall';
import './moderation';
import './staff';
import './figures';
import './support';
