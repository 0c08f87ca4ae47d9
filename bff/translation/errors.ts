import { messageSendRefusals } from '../chat/errors';
import { builder } from '../core/builder';
import { ErrorInterface } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Translation: the member's characters and coins do not cover the translation; nothing was spent or sent. */
export class InsufficientTranslationBalanceError extends Error {
  name = 'InsufficientTranslationBalanceError';
  constructor(
    message: string,
    /** What the translation needs. */
    readonly characters: number,
    /**
     * What the viewer's gold coins would pay, when they hold that many (ask, then send with payWithCoins); else null.
     */
    readonly coins: number | null,
  ) {
    super(message);
  }
}

/** Translation: the engine does not serve the language pair, or is not answering now (`retryable`). */
export class TranslationUnavailableError extends Error {
  name = 'TranslationUnavailableError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

onUpstreamReasons({
  INSUFFICIENT_TRANSLATION_BALANCE: (msg, data) =>
    new InsufficientTranslationBalanceError(msg, data?.characters ?? 0, data?.coins ?? null),
  TRANSLATION_UNAVAILABLE: (msg) => new TranslationUnavailableError(msg, false),
  TRANSLATION_FAILED: (msg) => new TranslationUnavailableError(msg, true),
});

builder.objectType(InsufficientTranslationBalanceError, {
  name: 'InsufficientTranslationBalanceError',
  description:
    'The viewer’s free characters of the day and their translation characters do not cover the translation: nothing was spent (or sent). When `coins` is set their gold coins would pay the rest: ask, then try again with `payWithCoins`. Else offer a translation pack or a top-up.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    characters: t.exposeInt('characters', { description: 'What the translation needs.' }),
    coins: t.int({
      nullable: true,
      description: 'The gold coins that would pay the rest, when the viewer holds them; null when they do not.',
      resolve: (error) => error.coins,
    }),
  }),
});

builder.objectType(TranslationUnavailableError, {
  name: 'TranslationUnavailableError',
  description:
    'The engine does not translate this pair of languages, or is not answering now (`retryable`). Nothing was spent.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryable: t.exposeBoolean('retryable', {
      description: 'True when asking again later may work (the engine failed); false for a pair it does not serve.',
    }),
  }),
});

// A text goes out translated, paid for as it is sent: a send may be refused for want of characters.
messageSendRefusals.push(InsufficientTranslationBalanceError);
