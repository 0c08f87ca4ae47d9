/** Gold coins, translation packs, memberships, gifts, red packets, payments and live balances. */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './events';
