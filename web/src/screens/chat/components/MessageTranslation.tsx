import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MessageTranslation_message$key } from '../../../__generated__/MessageTranslation_message.graphql';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useLanguageName } from '../../../i18n/languageNames';
import { MessageCorrection } from './MessageCorrection';
import { MessageText } from './MessageText';
import { useMessageTranslateMutation } from './mutations/useMessageTranslateMutation';
import { engineReaches, translationTarget, type EnginePairs } from './translationTarget';

/**
 * What a chat window knows for translating: my language, the others I speak, what the engine translates, and the prompt
 * for a short balance.
 */
export interface TranslationContext {
  myLanguage: string;
  /** The other languages I speak: a message in one is read as written, nothing offered to translate it. */
  spoken: ReadonlyArray<string>;
  /** What the engine translates each language into. */
  pairs: EnginePairs;
  /** Languages the engine translates into mine or another I speak (where a reader may say a message is written). */
  readable: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /**
   * Opens the purchase prompt; `detail`: the server's words (what the translation needs); `coins`: what gold coins
   * would pay, asked again by `payWithCoins`.
   */
  onNeedBalance(detail?: string, coins?: number, payWithCoins?: () => void): void;
}

/**
 * A text message with its translation (spec §2, §3 ext.translation): a received one shows the
 * translation with the original one tap away and the language it was read as, which the
 * reader can correct; mine shows what I wrote, and what went out. A translation shown says it
 * is machine-made, and by which engine; its reader may propose a better wording
 * (MessageCorrection). A received text in a language I do not speak has its translate button
 * right under it; a failure says why, in words. Where the engine does not reach my language
 * from the text's, it is read in another I speak that it reaches, and says so.
 */
export function MessageTranslation({
  message,
  context,
}: {
  message: MessageTranslation_message$key;
  context: TranslationContext | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment MessageTranslation_message on Message {
        id
        text
        language
        isMine
        translation {
          origin
          sourceLanguage
          targetLanguage
          text
          engineName
          failure
          charactersLeft
        }
        ...MessageCorrection_message
      }
    `,
    message,
  );
  const languageName = useLanguageName();
  const intl = useIntl();
  const say = useSay();
  const pickerId = useId();
  const [flipped, setFlipped] = useState(false);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState('');
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [translate, translating] = useMessageTranslateMutation();

  const original = data.text ?? '';
  const translation = data.translation;
  const translated = translation?.text ?? null;
  // A translation arrived (here, or from another tab): what was said before no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the translation changes, which is what it is for
  useEffect(() => {
    setFailure(null);
    setPicking(false);
  }, [translation?.sourceLanguage, translation?.targetLanguage, translated]);
  // Received: the translation first, the original on asking; mine: what I wrote first.
  const showTranslated = translated !== null && (data.isMine ? flipped : !flipped);

  const ask = (sourceLanguage?: string, payWithCoins = false) => {
    translate({
      variables: {
        input: {
          messageId: data.id,
          ...(sourceLanguage ? { sourceLanguage } : {}),
          ...(payWithCoins ? { payWithCoins } : {}),
        },
      },
      onResult: ({ error }) => {
        if (!error) {
          setFailure(null);
          setPicking(false);
          setFlipped(false);
          return;
        }
        if (error.type === 'InsufficientTranslationBalanceError') {
          setFailure(null);
          return context?.onNeedBalance(error.message, error.coins, () => ask(sourceLanguage, true));
        }
        // "Already in your language": say which it is written in.
        if (error.type === 'ValidationError' && error.field === 'source') setPicking(true);
        setFailure(errorText(error));
      },
    });
  };

  const button = (testId: string, label: ReactNode, onClick: () => void) => (
    <button type="button" className="button-link link" data-testid={testId} disabled={translating} onClick={onClick}>
      {label}
    </button>
  );

  // Where a text in `source` is translated for me (as the service chooses), and whether the engine gets there.
  const targetFor = (source: string) =>
    context ? translationTarget(source, [context.myLanguage, ...context.spoken], context.pairs) : null;
  const reaches = (source: string, target: string | null): target is string =>
    !!context && !!target && engineReaches(context.pairs, source, target);
  let meta: ReactNode = null;
  if (translation && translated !== null) {
    const source = languageName(translation.sourceLanguage);
    // Translated for someone else's reading (the sender chose a third language): mine is one tap away.
    const intoMine =
      !data.isMine &&
      context &&
      translation.targetLanguage !== context.myLanguage &&
      reaches(translation.sourceLanguage, context.myLanguage) ? (
        <>
          {' · '}
          {button(
            'translate-button',
            <FormattedMessage id="translation.translateInto" values={{ language: languageName(context.myLanguage) }} />,
            () => ask(),
          )}
        </>
      ) : null;
    meta = data.isMine ? (
      <>
        <FormattedMessage id="translation.sentIn" values={{ language: languageName(translation.targetLanguage) }} />
        {' · '}
        {button(
          'show-original',
          <FormattedMessage id={flipped ? 'translation.showOriginal' : 'translation.showTranslation'} />,
          () => setFlipped(!flipped),
        )}
      </>
    ) : (
      <>
        {context &&
        translation.targetLanguage !== context.myLanguage &&
        context.spoken.includes(translation.targetLanguage) &&
        !reaches(translation.sourceLanguage, context.myLanguage) ? (
          // Read in another language I speak: the engine does not reach mine.
          <FormattedMessage
            id="translation.fromInto"
            values={{
              from: source,
              to: languageName(translation.targetLanguage),
              mine: languageName(context.myLanguage),
            }}
          />
        ) : (
          <FormattedMessage id="translation.from" values={{ language: source }} />
        )}
        {' · '}
        {button(
          'show-original',
          <FormattedMessage id={flipped ? 'translation.showTranslation' : 'translation.showOriginal'} />,
          () => setFlipped(!flipped),
        )}
        {context && (
          <>
            {' · '}
            {button('not-source', <FormattedMessage id="translation.notSource" values={{ language: source }} />, () =>
              setPicking(true),
            )}
          </>
        )}
        {intoMine}
      </>
    );
  } else if (translation?.failure) {
    // `left`: what the payer had left when the characters did not cover it.
    const values = {
      from: languageName(translation.sourceLanguage),
      to: languageName(translation.targetLanguage),
      left: translation.charactersLeft ?? 0,
    };
    if (data.isMine) {
      meta = (
        <FormattedMessage
          id={
            translation.failure === 'UNAVAILABLE'
              ? 'translation.sentAsWritten.unavailable'
              : translation.failure === 'INSUFFICIENT_BALANCE'
                ? 'translation.sentAsWritten.insufficient'
                : 'translation.sentAsWritten.failed'
          }
          values={values}
        />
      );
    } else if (translation.failure === 'UNAVAILABLE') {
      // Not into the language it was made for: into another I read, where the engine reaches one.
      const other = targetFor(translation.sourceLanguage);
      meta = (
        <>
          <FormattedMessage id="translation.received.unavailable" values={values} />
          {reaches(translation.sourceLanguage, other) && (
            <>
              {' · '}
              {button(
                'translate-button',
                <FormattedMessage id="translation.translateInto" values={{ language: languageName(other) }} />,
                () => ask(),
              )}
            </>
          )}
          {context && (
            <>
              {' · '}
              {button(
                'not-source',
                <FormattedMessage id="translation.notSource" values={{ language: values.from }} />,
                () => setPicking(true),
              )}
            </>
          )}
        </>
      );
    } else {
      meta = (
        <>
          <FormattedMessage
            id={translation.failure === 'FAILED' ? 'translation.received.failed' : 'translation.received.insufficient'}
            values={values}
          />
          {context && (
            <>
              {' · '}
              {button(
                'translate-button',
                <FormattedMessage
                  id={translation.failure === 'FAILED' ? 'translation.tryAgain' : 'translation.translate'}
                />,
                () => ask(),
              )}
            </>
          )}
        </>
      );
    }
  } else if (
    !data.isMine &&
    context &&
    data.language &&
    data.language !== context.myLanguage &&
    !context.spoken.includes(data.language)
  ) {
    // In another language: the button if the engine reads it into mine (or into another I speak, named), else why not
    // (and the way to say it is another).
    const target = targetFor(data.language);
    meta = reaches(data.language, target) ? (
      button(
        'translate-button',
        target === context.myLanguage ? (
          <FormattedMessage id="translation.translateFrom" values={{ language: languageName(data.language) }} />
        ) : (
          <FormattedMessage id="translation.translateInto" values={{ language: languageName(target) }} />
        ),
        () => ask(),
      )
    ) : (
      <>
        <FormattedMessage
          id="translation.received.unavailable"
          values={{ from: languageName(data.language), to: languageName(context.myLanguage) }}
        />
        {' · '}
        {button(
          'not-source',
          <FormattedMessage id="translation.notSource" values={{ language: languageName(data.language) }} />,
          () => setPicking(true),
        )}
      </>
    );
  }

  return (
    <>
      <p
        className="message-text"
        data-testid="message-text"
        data-translated={showTranslated || undefined}
        lang={showTranslated ? translation!.targetLanguage : (data.language ?? undefined)}
      >
        <MessageText text={showTranslated ? translated! : original} />
      </p>
      {(meta || translating) && (
        <p className="translation-meta" data-testid="message-translation">
          {translating ? <FormattedMessage id="translation.translating" /> : meta}
        </p>
      )}
      <MessageCorrection
        message={data}
        interactive={!!context}
        engine={
          showTranslated && translation?.engineName ? (
            <FormattedMessage id="translation.machine" values={{ engine: translation.engineName }} />
          ) : null
        }
      />
      {picking && context && (
        <form
          className="translation-picker"
          data-testid="translation-source-picker"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) ask(picked);
          }}
        >
          <label htmlFor={pickerId}>
            <FormattedMessage id="translation.writtenIn" />
          </label>
          {/* The member just asked to pick: the choice takes the focus. */}
          <select
            id={pickerId}
            data-testid="translation-source-select"
            value={picked}
            // biome-ignore lint/a11y/noAutofocus: the member just asked to pick
            autoFocus
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'translation.choose' })}
            </option>
            {context.readable
              .filter((language) => language.code !== (translation?.sourceLanguage ?? data.language))
              .map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
          </select>
          <button
            type="submit"
            className="button small"
            data-testid="translation-source-go"
            disabled={!picked || translating}
          >
            <FormattedMessage id="translation.translate" />
          </button>
          <button type="button" className="button ghost small" onClick={() => setPicking(false)}>
            <FormattedMessage id="translation.cancel" />
          </button>
        </form>
      )}
      {failure && (
        <p className="translation-error" role="status" data-testid="translation-failure">
          {say(failure)}
        </p>
      )}
    </>
  );
}
