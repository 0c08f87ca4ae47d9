import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguageName } from '../../../i18n/languageNames';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MutationError } from '../../../relay/mutationResult';
import { useMomentReading } from './MomentReader';

export interface ShownTranslation {
  readonly sourceLanguage: string;
  readonly targetLanguage: string;
  readonly text: string;
  readonly engineName: string;
}

/**
 * A moment's or a comment's text for its reader: in another language than mine (and not one I speak), a translate
 * button; once translated, the translation with the original one tap away. A short balance opens the purchase prompt
 * (paying with coins asks again); another refusal is said under the text.
 */
export function TranslatableText({
  text,
  language,
  translation,
  isMine,
  testId,
  translating,
  translate,
}: {
  text: string;
  language: string | null | undefined;
  translation: ShownTranslation | null | undefined;
  isMine: boolean;
  testId: string;
  translating: boolean;
  translate(targetLanguage: string, payWithCoins: boolean, onFailure: (error: MutationError) => void): void;
}) {
  const reading = useMomentReading();
  const languageName = useLanguageName();
  const say = useSay();
  const [original, setOriginal] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const foreign = !isMine && !!language && language !== reading.myLanguage && !reading.spoken.includes(language);
  const translated = translation && translation.targetLanguage === reading.myLanguage ? translation : null;
  const showTranslated = translated !== null && !original;

  const ask = (payWithCoins = false) => {
    setFailure(null);
    translate(reading.myLanguage, payWithCoins, (error) => {
      if (error.type === 'InsufficientTranslationBalanceError')
        reading.onNeedBalance(error.message, error.coins, () => ask(true));
      else setFailure(errorText(error));
    });
  };

  return (
    <>
      <p
        className="moment-text"
        data-testid={testId}
        data-translated={showTranslated || undefined}
        lang={showTranslated ? translated.targetLanguage : (language ?? undefined)}
      >
        {showTranslated ? translated.text : text}
      </p>
      {(foreign || translated) && (
        <p className="translation-meta" data-testid={`${testId}-translation`}>
          {translating ? (
            <FormattedMessage id="moments.translating" />
          ) : translated ? (
            <>
              <FormattedMessage
                id="moments.translatedBy"
                values={{ language: languageName(translated.sourceLanguage), engine: translated.engineName }}
              />
              {' · '}
              <button
                type="button"
                className="button-link link"
                data-testid={`${testId}-original`}
                onClick={() => setOriginal(!original)}
              >
                <FormattedMessage id={original ? 'moments.showTranslation' : 'moments.showOriginal'} />
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button-link link"
              data-testid={`${testId}-translate`}
              onClick={() => ask()}
            >
              <FormattedMessage id="moments.translate" values={{ language: languageName(language ?? '') }} />
            </button>
          )}
        </p>
      )}
      {failure && (
        <p className="translation-error" role="status" data-testid={`${testId}-translation-failure`}>
          {say(failure)}
        </p>
      )}
    </>
  );
}
