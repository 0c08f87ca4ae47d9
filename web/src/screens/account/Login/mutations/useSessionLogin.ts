import { useCallback, useState } from 'react';
import { requestFailure } from '../../../../relay/mutationResult';
import type { SessionLoginResult } from './useSessionLoginMutation';

/**
 * The login with Relay downloaded when it is needed: a visitor's login page shows before
 * Relay has arrived (main.tsx). `prepare` starts the download early (the form calls it as
 * soon as it is touched); `login` waits for it.
 */
const relayPart = () => import('./useSessionLoginMutation');

export function useSessionLogin() {
  const [inFlight, setInFlight] = useState(false);
  const login = useCallback(
    (input: { email: string; password: string }, onResult: (result: SessionLoginResult) => void) => {
      setInFlight(true);
      const done = (result: SessionLoginResult) => {
        setInFlight(false);
        onResult(result);
      };
      relayPart().then(
        ({ commitSessionLogin }) => commitSessionLogin(input, done),
        (error: unknown) => done({ error: requestFailure(error) }), // its chunk did not download
      );
    },
    [],
  );
  const prepare = useCallback(() => void relayPart().catch(() => undefined), []);
  return { login, inFlight, prepare };
}
