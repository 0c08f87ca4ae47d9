import { useCallback, useEffect, useRef, useState } from 'react';
import { compressImage } from '../../../components/compressImage';
import { uploadWithProgress } from '../../../components/uploadWithProgress';
import { errorText, type ErrorText } from '../../../i18n/errorText';
import { NETWORK_ERROR, type MutationError } from '../../../relay/mutationResult';
import { useMessageImageUploadGrantMutation } from './mutations/useMessageImageUploadGrantMutation';
import { useMessageSendMutation, type Outgoing } from './mutations/useMessageSendMutation';

/** A message of this window not (yet) in the history: a photo uploading, or a send that failed and can be retried. */
export type OutboxItem =
  | { clientId: string; state: 'uploading'; preview: string; burn: boolean; percent: number }
  | { clientId: string; state: 'failed'; retry: Outgoing | { file: File; burn: boolean; preview: string }; preview?: string; text?: string };

/** Refusals that a retry cannot fix: said in the window, the text goes back to the draft. */
const FINAL = new Set(['BlockedError', 'RecipientUnavailableError', 'ValidationError', 'UserNotFoundError', 'InsufficientCoinsError', 'InsufficientTranslationBalanceError']);

/**
 * What the member is short of, for the prompt: coins for a first message, or characters for a
 * translation (`detail`: the server's words; `coins`: what their gold coins would pay, offered
 * first; `text`: the message that waits; `payWithCoins`: how the reader's translation is asked again with coins).
 */
export type Short = { kind: 'coins' } | { kind: 'translation'; detail?: string; coins?: number; text?: string; payWithCoins?: () => void };

/** A client id for messageSend (1 to 64 of A–Z a–z 0–9 _ -), also where randomUUID is missing (plain http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sending from a chat window: optimistic (the message shows at once as pending), a failure
 * on the way leaves it failed with a retry that sends the same client id again (the server
 * keeps one), a refusal (blocked ...) says why and gives the text back. Photos are checked
 * (PNG, JPEG, GIF), compressed above 100 KB and uploaded with progress first.
 */
export function useSendMessage(conversationId: string, connectionId: string, onRefused: (text: string | undefined) => void) {
  const send = useMessageSendMutation();
  const grant = useMessageImageUploadGrantMutation();
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  const [error, setError] = useState<ErrorText | null>(null);
  /** The first message to a new contact, or a message's translation, costs what the member does not have: the window opens the prompt. */
  const [short, setShort] = useState<Short | null>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const put = useCallback((item: OutboxItem) => setOutbox((items) => [...items.filter((other) => other.clientId !== item.clientId), item]), []);
  const drop = useCallback((clientId: string) => setOutbox((items) => items.filter((item) => item.clientId !== clientId)), []);

  const failed = useCallback(
    (outgoing: Outgoing | { clientId: string; file: File; burn: boolean; preview: string }, failure: MutationError) => {
      if (FINAL.has(failure.type)) {
        drop(outgoing.clientId);
        const translationShort = failure.type === 'InsufficientTranslationBalanceError';
        // Short of characters: the prompt says it all (and the text is in the draft).
        setError(translationShort ? null : errorText(failure, { BlockedError: 'chat.blocked', InsufficientCoinsError: 'shop.inChat.firstMessageCost' }));
        setShort(
          failure.type === 'InsufficientCoinsError'
            ? { kind: 'coins' }
            : translationShort
              ? { kind: 'translation', detail: failure.message, coins: failure.coins, text: 'text' in outgoing ? outgoing.text : undefined }
              : null,
        );
        onRefused('text' in outgoing ? outgoing.text : undefined);
        return;
      }
      setError(null);
      put({
        clientId: outgoing.clientId,
        state: 'failed',
        retry: 'file' in outgoing ? { file: outgoing.file, burn: outgoing.burn, preview: outgoing.preview } : outgoing,
        text: 'text' in outgoing ? outgoing.text : undefined,
        preview: 'preview' in outgoing ? outgoing.preview : undefined,
      });
    },
    [drop, onRefused, put],
  );

  const sendOutgoing = useCallback(
    (outgoing: Outgoing) => {
      drop(outgoing.clientId);
      send(conversationId, connectionId, outgoing, ({ error: failure }) => {
        if (failure) failed(outgoing, failure);
        else setError(null);
      });
    },
    [connectionId, conversationId, drop, failed, send],
  );

  const upload = useCallback(
    (clientId: string, file: File, burn: boolean, preview: string) => {
      put({ clientId, state: 'uploading', preview, burn, percent: 0 });
      const fail = () => failed({ clientId, file, burn, preview }, NETWORK_ERROR);
      grant(({ ok }) => {
        if (!ok) return fail();
        compressImage(file)
          .then((photo) => uploadWithProgress(ok.uploadUrl, photo, (percent) => put({ clientId, state: 'uploading', preview, burn, percent })))
          .then((imageKey) => sendOutgoing({ clientId, imageKey, burn, preview }), fail);
      });
    },
    [failed, grant, put, sendOutgoing],
  );

  /** `asWritten`: without the conversation's outgoing translation, this once; `payWithCoins`: its translation may take the coins the prompt named. */
  const sendText = useCallback(
    (text: string, how: 'asWritten' | 'payWithCoins' | null = null) =>
      sendOutgoing({ clientId: newClientId(), text, ...(how === 'asWritten' ? { translate: false as const } : how === 'payWithCoins' ? { payWithCoins: true as const } : {}) }),
    [sendOutgoing],
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

  /** Sends a failed message again, with its client id. */
  const retry = useCallback(
    (item: Extract<OutboxItem, { state: 'failed' }>) => {
      if ('file' in item.retry) upload(item.clientId, item.retry.file, item.retry.burn, item.retry.preview);
      else sendOutgoing(item.retry);
    },
    [sendOutgoing, upload],
  );

  return { sendText, sendImage, retry, outbox, error, short, setShort, clearShort: () => setShort(null) };
}
