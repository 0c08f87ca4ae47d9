import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: 'email' | 'password';
  label: string;
  error?: string;
  onChange(value: string): void;
}

/** One labelled input of the login form with its inline error (`login-<name>-error`). */
export function LoginField({ name, label, error, onChange, ...input }: Props) {
  const errorId = `login-${name}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <input
        {...input}
        name={name}
        data-testid={`login-${name}`}
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
