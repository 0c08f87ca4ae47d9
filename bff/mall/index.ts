/** The gift mall: the catalogue, buying a gift for a friend, the orders placed and received, staff's fulfilment and
 * catalogue (staff.ts). */
import './endpoints';
import './loaders';
import './errors';
import './types';
import './queries';
import './mutations';
import './staff';
import './events';
