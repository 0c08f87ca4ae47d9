/**
 * The account: logging in and out, registration with an e-mailed code, passwords, closing it, and the sessions upstream
 * ends.
 */
import './endpoints';
import './errors';
import './types';
import './mutations';
import './events';
