import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  testId: string;
  label: string;
  error?: string;
  onChange(value: string): void;
}

/** A labelled input with its inline error (`<testId>-error`). */
export function TextField({ testId, label, error, onChange, ...input }: TextProps) {
  const errorId = `${testId}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <input
        {...input}
        data-testid={testId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={errorId} className="field-error" role="alert" data-testid={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  testId: string;
  label: string;
  error?: string;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

/** A labelled select with an empty first choice and its inline error (`<testId>-error`). */
export function SelectField({ testId, label, error, placeholder, options, onChange, ...select }: SelectProps) {
  const errorId = `${testId}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <select
        {...select}
        data-testid={testId}
        aria-invalid={Boolean(error)}
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

export function FormError({ testId, children }: { testId: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
