import { FlameIcon, GiftIcon, PhotoIcon, RedPacketIcon } from './icons';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmojiPicker } from './EmojiPicker';

/** Spec §5/§9: a text message has at most 1000 characters. */
export const TEXT_MAX = 1000;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/**
 * Where the member writes (spec §2 chat window): the text area (Enter sends, Shift+Enter
 * breaks the line, 1000 characters with the count shown), the emoji picker, a photo and a
 * burn-after-read photo, a gift and a red packet. Focus starts in the text area.
 */
export function Composer(props: {
  draft: string;
  onDraft(text: string): void;
  onSend(): void;
  onImage(file: File, burn: boolean): void;
  onBlur(): void;
  /** The gift picker and the red-packet dialog (none for customer service). */
  onGift?(): void;
  onRedPacket?(): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const countId = useId();
  const hintId = useId();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the caret was when the member left the text area for the picker (else the end).
  const caret = useRef<{ start: number; end: number } | null>(null);
  const keepCaret = () => {
    const element = textarea.current;
    if (element) caret.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const insert = (text: string) => {
    const element = textarea.current;
    const start = Math.min(caret.current?.start ?? props.draft.length, props.draft.length);
    const end = Math.min(caret.current?.end ?? props.draft.length, props.draft.length);
    caret.current = { start: start + text.length, end: start + text.length };
    const next = (props.draft.slice(0, start) + text + props.draft.slice(end)).slice(0, TEXT_MAX);
    props.onDraft(next);
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const pick = (burn: boolean) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onImage(file, burn);
  };
  const blank = props.draft.trim() === '';
  // A chat opens ready to write in (the floating window's focus trap then keeps it there).
  useEffect(() => {
    textarea.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="composer">
      <div className="composer-tools">
        <button
          type="button"
          className="tool-button"
          data-testid="chat-emoji"
          aria-expanded={emojiOpen}
          aria-label={intl.formatMessage({ id: 'chat.emoji' })}
          onClick={() => setEmojiOpen(!emojiOpen)}
        >
          <span aria-hidden="true">😊</span>
        </button>
        <label className="tool-button" title={intl.formatMessage({ id: 'chat.image' })}>
          <PhotoIcon />
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_TYPES.join(',')}
            data-testid="chat-image-input"
            aria-label={intl.formatMessage({ id: 'chat.image' })}
            onChange={pick(false)}
          />
        </label>
        <label className="tool-button" title={intl.formatMessage({ id: 'chat.burnImage' })}>
          <FlameIcon />
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_TYPES.join(',')}
            data-testid="chat-burn-input"
            aria-label={intl.formatMessage({ id: 'chat.burnImage' })}
            onChange={pick(true)}
          />
        </label>
        {props.onGift && (
          <button
            type="button"
            className="tool-button"
            data-testid="chat-gift"
            aria-label={intl.formatMessage({ id: 'shop.inChat.gift.button' })}
            title={intl.formatMessage({ id: 'shop.inChat.gift.button' })}
            onClick={props.onGift}
          >
            <GiftIcon />
          </button>
        )}
        {props.onRedPacket && (
          <button
            type="button"
            className="tool-button"
            data-testid="chat-red-packet"
            aria-label={intl.formatMessage({ id: 'shop.inChat.redPacket.button' })}
            title={intl.formatMessage({ id: 'shop.inChat.redPacket.button' })}
            onClick={props.onRedPacket}
          >
            <RedPacketIcon />
          </button>
        )}
        <span id={hintId} className="composer-hint">
          <FormattedMessage id="chat.input.hint" />
        </span>
        <span
          id={countId}
          className={props.draft.length >= TEXT_MAX ? 'char-count full' : 'char-count'}
          data-testid="chat-count"
        >
          <FormattedMessage id="chat.count" values={{ count: props.draft.length, max: TEXT_MAX }} />
        </span>
      </div>
      {emojiOpen && <EmojiPicker onPick={insert} onClose={() => setEmojiOpen(false)} />}
      <div className="composer-row">
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="chat.input.label" />
        </label>
        <textarea
          ref={textarea}
          id={inputId}
          className="composer-input"
          data-testid="chat-input"
          rows={2}
          maxLength={TEXT_MAX}
          aria-describedby={`${hintId} ${countId}`}
          placeholder={intl.formatMessage({ id: 'chat.input.placeholder' })}
          value={props.draft}
          onChange={(event) => {
            props.onDraft(event.target.value);
            keepCaret();
          }}
          onSelect={keepCaret}
          onBlur={() => {
            keepCaret();
            props.onBlur();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!blank) props.onSend();
          }}
        />
        <button
          type="button"
          className="button primary"
          data-testid="chat-send"
          disabled={blank || props.disabled}
          onClick={props.onSend}
        >
          <FormattedMessage id="chat.send" />
        </button>
      </div>
    </div>
  );
}
