import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import { NOTICE_LINES } from './noticeWording';
import { usePushSubscribeMutation } from './mutations/usePushSubscribeMutation';
import { usePushUnsubscribeMutation } from './mutations/usePushUnsubscribeMutation';
import { pushState, subscribeBrowser, unsubscribeBrowser, type PushState } from './webPush';

const STATE_TEXT: Record<PushState, MessageId> = {
  unsupported: 'notices.push.unsupported',
  denied: 'notices.push.denied',
  on: 'notices.push.on',
  off: 'notices.push.off',
};

/**
 * Push to this browser, on or off: on registers the worker, asks the permission, subscribes with the server's key and
 * tells the server (pushSubscribe); off unsubscribes and tells it (pushUnsubscribe). A browser without push, or with
 * notifications blocked, is told so plainly (nothing to click).
 */
export function PushSwitch({ publicKey }: { publicKey: string }) {
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [working, setWorking] = useState(false);
  const [subscribe] = usePushSubscribeMutation();
  const [unsubscribe] = usePushUnsubscribeMutation();
  useEffect(() => {
    let live = true;
    void pushState().then((known) => live && setState(known));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const lines = Object.fromEntries(
      Object.entries(NOTICE_LINES).map(([kind, id]) => [kind.toLowerCase(), intl.messages[id]]),
    );
    const made = await subscribeBrowser(publicKey, {
      language: intl.locale,
      lines,
      someone: intl.formatMessage({ id: 'notices.someone' }),
    });
    if (made === 'denied' || made === 'unsupported') {
      setState(made);
      return;
    }
    subscribe({
      variables: { input: made },
      onResult: ({ error }) => {
        if (error) {
          setFailure(errorText(error));
          void unsubscribeBrowser(); // the server does not know it: no half-made subscription stays
          setState('off');
        } else setState('on');
      },
    });
  };
  const turnOff = async () => {
    const endpoint = await unsubscribeBrowser();
    setState('off');
    if (endpoint)
      unsubscribe({
        variables: { input: { endpoint } },
        onResult: ({ error }) => error && setFailure(errorText(error)),
      });
  };
  const toggle = () => {
    setFailure(null);
    setWorking(true);
    (state === 'on' ? turnOff() : turnOn())
      .catch(() => setFailure({ id: 'notices.push.failed' }))
      .finally(() => setWorking(false));
  };

  return (
    <section className="push-switch" aria-labelledby={titleId} data-testid="push-switch">
      <h3 id={titleId}>
        <FormattedMessage id="notices.push.title" />
      </h3>
      {state && (
        <p className={state === 'denied' || state === 'unsupported' ? 'notice' : 'muted'} data-testid="push-status">
          <FormattedMessage id={STATE_TEXT[state]} />
        </p>
      )}
      {(state === 'on' || state === 'off') && (
        <button
          type="button"
          className="button ghost"
          data-testid="push-toggle"
          aria-pressed={state === 'on'}
          disabled={working}
          onClick={toggle}
        >
          <FormattedMessage id={state === 'on' ? 'notices.push.disable' : 'notices.push.enable'} />
        </button>
      )}
      <FormError testId="push-error">{say(failure)}</FormError>
    </section>
  );
}
