import { defineDomain } from '../domain';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../seed';
import { CodeMailWorker } from './code-mail';
import { VerificationCodes } from './codes';
import './messages'; // this domain's texts join the catalogue
import { accountRoutes } from './routes';
import { AccountService } from './service';

declare module '../domain' {
  interface Services {
    accounts: AccountService;
    codes: VerificationCodes;
  }
}

/** Accounts: registration with e-mailed codes, login and sessions, passwords, cancellation. */
export const account = defineDomain({
  name: 'account',
  routes: accountRoutes,
  build({ db, config, limiter, mailer, onEvent, warn, runInBackground }) {
    // The code's mail goes out from the worker, kicked when a request recorded one.
    const codes: VerificationCodes = new VerificationCodes(db, limiter, () => codeMail.kick());
    const codeMail = new CodeMailWorker(db, codes, mailer, warn);
    runInBackground(codeMail);
    const rules = { registrationOpen: config.registrationOpen, registeredUserCap: config.registeredUserCap };
    return { accounts: new AccountService(db, config.argon2, codes, limiter, rules, onEvent), codes };
  },
  // The demo's members, as an account each (their profiles and portraits come from their domains).
  async seed({ services, members }) {
    for (const { email, nickname, language, region, gender, portrait } of DEMO_MEMBERS) {
      const user = await services.accounts.createMember({
        email,
        nickname,
        language,
        region,
        gender,
        password: DEMO_PASSWORD,
      });
      members[portrait] = user.id;
    }
  },
});
