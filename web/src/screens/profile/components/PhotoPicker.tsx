import { useRef } from 'react';
import { IMAGE_TYPES } from './validateProfile';

/**
 * Choosing a photo in the member's language: a button that opens the browser's file dialog
 * (the file input itself stays hidden: its "Choose File" speaks the browser's language), and
 * what was chosen beside it. The input keeps `testId`; the button is `<testId>-button`.
 */
export function PhotoPicker(props: {
  testId: string;
  label: string;
  /** The file chosen, or what is happening to it (uploading). */
  chosen?: string | null;
  invalid?: boolean;
  /** The ids of the hint and the error under it. */
  describedBy?: string;
  disabled?: boolean;
  onChoose(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="photo-picker">
      <button
        type="button"
        className="button ghost"
        data-testid={`${props.testId}-button`}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        {props.label}
      </button>
      {props.chosen && (
        <span className="photo-chosen" data-testid={`${props.testId}-chosen`}>
          {props.chosen}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        data-testid={props.testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file again is a new choice
          if (file) props.onChoose(file);
        }}
      />
    </span>
  );
}
