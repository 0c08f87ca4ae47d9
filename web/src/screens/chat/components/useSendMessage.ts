import { useCallback, useEffect, useRef, useState } from 'react';
import { compressImage } from '../../../components/compressImage';
import { UploadRefused, uploadWithProgress } from '../../../components/uploadWithProgress';
import { errorText, type ErrorText } from '../../../i18n/errorText';
import { NETWORK_ERROR, type MutationError } from '../../../relay/mutationResult';
import { useMessageImageUploadGrantMutation } from './mutations/useMessageImageUploadGrantMutation';
import { useMessageSendMutation, type Outgoing } from './mutations/useMessageSendMutation';
import { useOutbox, type PhotoRetry, type WaitingItem } from './useOutbox';

/** Refusals that a retry cannot fix: said in the window, the text goes back to the draft. */
const FINAL = new Set([
  'BlockedError',
  'RecipientUnavailableError',
  'ValidationError',
  'UserNotFoundError',
  'InsufficientCoinsError',
  'InsufficientTranslationBalanceError',
  'UploadRefused',
]);

/**
 * What the member is short of, for the prompt: coins for a first message, or characters for a
 * translation (`detail`: the server's words; `coins`: what their gold coins would pay, offered
 * first; `text`: the message that waits; `payWithCoins`: how the reader's translation is asked again with coins).
 */
export type Short =
  | { kind: 'coins' }
  | { kind: 'translation'; detail?: string; coins?: number; text?: string; payWithCoins?: () => void };

/** A client id for messageSend (1 to 64 of A–Z a–z 0–9 _ -), also where randomUUID is missing (plain http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sending from a chat window: optimistic (the message shows at once as pending), through the
 * window's outbox (useOutbox: in order, kept for the tab's life); a failure on the way leaves
 * it waiting, sent again by itself (or on "retry") with the same client id (the server keeps
 * one); a refusal (blocked ...) says why and gives the text back. Photos are checked (PNG,
 * JPEG, GIF), compressed above 100 KB and uploaded with progress first. `sentClientIds`: the
 * client ids of my messages in the history.
 */
export function useSendMessage(
  conversationId: string,
  connectionId: string,
  onRefused: (text: string | undefined) => void,
  sentClientIds: ReadonlySet<string> = NONE,
) {
  const send = useMessageSendMutation();
  const grant = useMessageImageUploadGrantMutation();
  const { outbox, put, drop, settled } = useOutbox(conversationId, sentClientIds, (item) => retry(item));
  const [error, setError] = useState<ErrorText | null>(null);
  /**
   * The first message to a new contact, or a message's translation, costs what the member does not have: the window
   * opens the prompt.
   */
  const [short, setShort] = useState<Short | null>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const failed = useCallback(
    (outgoing: Outgoing | ({ clientId: string } & PhotoRetry), failure: MutationError, since: number) => {
      if (FINAL.has(failure.type)) {
        settled(true); // answered: what waits behind it may go
        drop(outgoing.clientId);
        const translationShort = failure.type === 'InsufficientTranslationBalanceError';
        // Short of characters: the prompt says it all (and the text is in the draft).
        setError(
          translationShort
            ? null
            : errorText(failure, {
                BlockedError: 'chat.blocked',
                InsufficientCoinsError: 'shop.inChat.firstMessageCost',
              }),
        );
        setShort(
          failure.type === 'InsufficientCoinsError'
            ? { kind: 'coins' }
            : translationShort
              ? {
                  kind: 'translation',
                  detail: failure.message,
                  coins: failure.coins,
                  text: 'text' in outgoing ? outgoing.text : undefined,
                }
              : null,
        );
        onRefused('text' in outgoing ? outgoing.text : undefined);
        return;
      }
      setError(null);
      settled(false);
      put({
        clientId: outgoing.clientId,
        state: 'waiting',
        retry: 'file' in outgoing ? { file: outgoing.file, burn: outgoing.burn, preview: outgoing.preview } : outgoing,
        text: 'text' in outgoing ? outgoing.text : undefined,
        preview: 'preview' in outgoing ? outgoing.preview : undefined,
        since,
      });
    },
    [drop, onRefused, put, settled],
  );

  /** Sends one message; it stays in the outbox (kept) until the server has it. */
  const sendOutgoing = useCallback(
    (outgoing: Outgoing, since = Date.now()) => {
      put({
        clientId: outgoing.clientId,
        state: 'sending',
        retry: outgoing,
        text: 'text' in outgoing ? outgoing.text : undefined,
        preview: 'preview' in outgoing ? outgoing.preview : undefined,
        since,
      });
      send(conversationId, connectionId, outgoing, ({ error: failure }) => {
        if (failure) return failed(outgoing, failure, since);
        setError(null);
        settled(true);
        drop(outgoing.clientId);
      });
    },
    [connectionId, conversationId, drop, failed, put, send, settled],
  );

  /**
   * A new message: sent now (beside any still on their way), or, while others wait (an
   * outage), after them: it waits at the end and the first of them is tried at once.
   */
  const queued = useRef(false);
  queued.current = outbox.some((item) => item.state === 'waiting');
  const submit = useCallback(
    (outgoing: Outgoing, since = Date.now()) => {
      if (!queued.current) return sendOutgoing(outgoing, since);
      settled(true);
      put({
        clientId: outgoing.clientId,
        state: 'waiting',
        retry: outgoing,
        text: 'text' in outgoing ? outgoing.text : undefined,
        preview: 'preview' in outgoing ? outgoing.preview : undefined,
        since,
      });
    },
    [put, sendOutgoing, settled],
  );

  const upload = useCallback(
    (clientId: string, file: File, burn: boolean, preview: string, since = Date.now()) => {
      put({ clientId, state: 'uploading', preview, burn, percent: 0 });
      // Refused by the server (a photo over the size limit): said in its words, no retry; anything else can be retried.
      const fail = (error?: unknown) =>
        failed(
          { clientId, file, burn, preview },
          error instanceof UploadRefused ? { type: 'UploadRefused', message: error.message } : NETWORK_ERROR,
          since,
        );
      grant(({ ok, error: failure }) => {
        if (!ok) return failed({ clientId, file, burn, preview }, failure ?? NETWORK_ERROR, since);
        compressImage(file)
          .then((photo) =>
            uploadWithProgress(ok.uploadUrl, photo, (percent) =>
              put({ clientId, state: 'uploading', preview, burn, percent }),
            ),
          )
          .then((imageKey) => submit({ clientId, imageKey, burn, preview }, since), fail);
      });
    },
    [failed, grant, put, submit],
  );

  /**
   * `asWritten`: without the conversation's outgoing translation, this once; `payWithCoins`: its translation may take
   * the coins the prompt named.
   */
  const sendText = useCallback(
    (text: string, how: 'asWritten' | 'payWithCoins' | null = null) =>
      submit({
        clientId: newClientId(),
        text,
        ...(how === 'asWritten'
          ? { translate: false as const }
          : how === 'payWithCoins'
            ? { payWithCoins: true as const }
            : {}),
      }),
    [submit],
  );

  const sendImage = useCallback(
    (file: File, burn: boolean) => {
      if (!['image/png', 'image/jpeg', 'image/gif'].includes(file.type)) {
        setError({ id: 'chat.imageType' });
        return;
      }
      setError(null);
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      upload(newClientId(), file, burn, preview);
    },
    [upload],
  );

  /** Sends a waiting message again, with its client id (by itself, or on the member's "retry"). */
  const retry = useCallback(
    (item: WaitingItem) => {
      if ('file' in item.retry) upload(item.clientId, item.retry.file, item.retry.burn, item.retry.preview, item.since);
      else sendOutgoing(item.retry, item.since);
    },
    [sendOutgoing, upload],
  );

  return { sendText, sendImage, retry, outbox, error, short, setShort, clearShort: () => setShort(null) };
}

const NONE: ReadonlySet<string> = new Set();
