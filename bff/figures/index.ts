/** Staff's figures (admins): per UTC day, new members, messages, open reports, coins bought and spent. */
import './endpoints';
import './types';
