import type { InputHTMLAttributes } from 'react';
import { RequiredMark } from './RequiredMark';

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  testId: string;
  label: string;
  /** A line under the field saying what it takes. */
  hint?: string;
  error?: string;
  /** Marked "*" and aria-required (the form checks it: the browser's own validation stays off). */
  required?: boolean;
  onChange(value: string): void;
}

/** A labelled input with its hint and its inline error (`<testId>-error`). */
export function TextField({ testId, label, hint, error, required = false, onChange, ...input }: TextProps) {
  const errorId = `${testId}-error`;
  const hintId = `${testId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <label className="field">
      <span>
        {label}
        {required && <RequiredMark />}
      </span>
      <input
        aria-required={required || undefined}
        {...input}
        data-testid={testId}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={hintId} className="muted-small">
          {hint}
        </small>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert" data-testid={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}
