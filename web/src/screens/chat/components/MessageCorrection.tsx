import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MessageCorrection_message$key } from '../../../__generated__/MessageCorrection_message.graphql';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { MessageText } from './MessageText';
import { useMessageCorrectionProposeMutation } from './mutations/useMessageCorrectionProposeMutation';

/** Spec §5: a chat text is 1 to 1000 characters; so is a wording of one. */
const WORDING_MAX = 1000;

/**
 * A better wording of a message's translation, as language-exchange apps correct: the reader
 * of a translated message proposes how it should read (and may change it); its writer sees
 * it under their message, live. `interactive`: the reader may propose (not while pending).
 * `engine`: the shown translation's "machine translation by …" line, which the offer to
 * propose joins.
 */
export function MessageCorrection({
  message,
  interactive,
  engine,
}: {
  message: MessageCorrection_message$key;
  interactive: boolean;
  engine: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment MessageCorrection_message on Message {
        id
        isMine
        translation {
          text
          targetLanguage
        }
        correction {
          text
          language
          author {
            nickname
          }
        }
      }
    `,
    message,
  );
  const fieldId = useId();
  const say = useSay();
  const [editing, setEditing] = useState(false);
  const offerRef = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened: the whole form in sight (under the last message it would sit below the fold).
  // Closed (sent, cancelled): the focus goes back to the button that opened it.
  useEffect(() => {
    if (editing) {
      formRef.current?.scrollIntoView({ block: 'nearest' });
    } else if (closed.current) {
      closed.current = false;
      offerRef.current?.focus();
    }
  }, [editing]);
  const close = () => {
    closed.current = true;
    setEditing(false);
  };
  const [wording, setWording] = useState('');
  const [failure, report] = useFailure();
  const [propose, proposing] = useMessageCorrectionProposeMutation();
  const correction = data.correction;
  const quoted = correction && (
    <q className="correction-text" lang={correction.language} data-testid="correction-text">
      <MessageText text={correction.text} />
    </q>
  );

  const engineLine = engine && (
    <p className="translation-meta" data-testid="translation-engine">
      {engine}
    </p>
  );
  if (data.isMine) {
    return (
      <>
        {engineLine}
        {correction && (
          <p className="translation-correction" data-testid="message-correction">
            <FormattedMessage
              id="translation.correction.suggested"
              values={{ name: correction.author?.nickname ?? '' }}
            />{' '}
            {quoted}
          </p>
        )}
      </>
    );
  }
  const translated = data.translation?.text;
  if (!translated || !interactive) return engineLine;

  if (editing) {
    return (
      <>
        {engineLine}
        <form
          ref={formRef}
          className="correction-form"
          data-testid="correction-form"
          onSubmit={(event) => {
            event.preventDefault();
            propose({
              variables: { input: { messageId: data.id, text: wording } },
              onResult: (result) => {
                report(result);
                if (!result.error) close();
              },
            });
          }}
        >
          <label htmlFor={fieldId}>
            <FormattedMessage id="translation.correction.label" />
          </label>
          {/* The member just asked to write it: the field takes the focus. */}
          <textarea
            id={fieldId}
            data-testid="correction-input"
            lang={data.translation?.targetLanguage}
            rows={2}
            maxLength={WORDING_MAX}
            value={wording}
            // biome-ignore lint/a11y/noAutofocus: the member just asked to write it
            autoFocus
            onChange={(event) => setWording(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          />
          <FormError testId="correction-error">{say(failure)}</FormError>
          <div className="correction-actions">
            <button
              type="submit"
              className="button small"
              data-testid="correction-submit"
              disabled={proposing || !wording.trim()}
            >
              <FormattedMessage id="translation.correction.submit" />
            </button>
            <button type="button" className="button ghost small" onClick={close}>
              <FormattedMessage id="translation.cancel" />
            </button>
          </div>
        </form>
      </>
    );
  }
  const open = () => {
    setWording(correction?.text ?? translated);
    report({});
    setEditing(true);
  };
  const offer = (
    <button ref={offerRef} type="button" className="button-link link" data-testid="correction-open" onClick={open}>
      <FormattedMessage id={correction ? 'translation.correction.change' : 'translation.correction.open'} />
    </button>
  );
  if (!correction) {
    return (
      <p className="translation-meta" data-testid="translation-engine">
        {engine}
        {engine && ' · '}
        {offer}
      </p>
    );
  }
  return (
    <>
      {engineLine}
      <p className="translation-correction" data-testid="message-correction">
        <FormattedMessage id="translation.correction.yours" /> {quoted}
        {' · '}
        {offer}
      </p>
    </>
  );
}
