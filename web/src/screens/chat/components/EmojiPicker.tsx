import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useModal } from '../../../components/useModal';
import { EMOJI_CODES, NAMED_EMOJI } from './emoji';

/** Spec §9's emoji: the 35 codes (inserted as `[ee_N]`) and the 25 named emoji (inserted as they are). */
export function EmojiPicker({ onPick, onClose }: { onPick(text: string): void; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useModal(ref, onClose);
  return (
    <div
      ref={ref}
      className="emoji-picker"
      role="dialog"
      aria-label={intl.formatMessage({ id: 'chat.emoji' })}
      data-testid="emoji-picker"
      tabIndex={-1}
    >
      <div className="emoji-grid">
        {EMOJI_CODES.map(([code, emoji]) => (
          <button
            key={code}
            type="button"
            className="emoji-option"
            data-testid="emoji-option"
            data-code={code}
            aria-label={emoji}
            onClick={() => onPick(code)}
          >
            {emoji}
          </button>
        ))}
        {NAMED_EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="emoji-option"
            data-testid="emoji-named"
            aria-label={emoji}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}
