import { defineDomain } from '../domain';
import './events'; // its webhook event's payload joins the outbox's types
import './messages'; // this domain's texts join the catalogue
import { supportRoutes } from './routes';
import { SupportService } from './service';

declare module '../domain' {
  interface Services {
    support: SupportService;
  }
}

/**
 * The support desk: customer service's conversations as one shared inbox for support staff and admins, with claims,
 * replies sent as the customer-service account, internal notes and the member's context. It fills chat's
 * `beforeSend` hook (a message to or from customer service tells the desks, in the send's transaction) and replies
 * through chat's own send; its routes pass staff's `requireStaff` (SUPPORT).
 */
export const support = defineDomain({
  name: 'support',
  routes: supportRoutes,
  build: ({ db, onEvent }, { chat, social }) => {
    const support = new SupportService(db, chat, social, onEvent);
    chat.hooks.beforeSend.add((tx, message) => support.sending(tx, message.sender, message.recipient));
    return { support };
  },
});
