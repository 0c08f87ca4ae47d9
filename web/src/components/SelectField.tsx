import type { SelectHTMLAttributes } from 'react';
import { RequiredMark } from './RequiredMark';

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  testId: string;
  label: string;
  error?: string;
  /** Invalid without an error of its own here (a birth date's error under its three selects). */
  invalid?: boolean;
  placeholder?: string;
  /** Marked "*" and aria-required (the form checks it: the browser's own validation stays off). */
  required?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

/** A labelled select with an empty first choice and its inline error (`<testId>-error`). */
export function SelectField({
  testId,
  label,
  error,
  invalid,
  placeholder,
  required = false,
  options,
  onChange,
  ...select
}: SelectProps) {
  const errorId = `${testId}-error`;
  return (
    <label className="field">
      <span>
        {label}
        {required && <RequiredMark />}
      </span>
      <select
        aria-required={required || undefined}
        {...select}
        data-testid={testId}
        aria-invalid={invalid ?? Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder ?? '—'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className="field-error" role="alert" data-testid={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}
