import type { ReactNode } from 'react';

/** A form's own error line (not a field's). */
export function FormError({ testId, children }: { testId: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
