import { useEffect, useRef, useState } from 'react';
import type { ErrorText } from '../i18n/errorText';
import type { MessageId } from '../i18n/messages';

/** A form's errors by field, and `form` for the form's own line. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', ErrorText>>;

/** Each field's rule in the page, reading all the form's values (a confirmation reads the password too). */
export type FieldRules<F extends string, V> = Partial<Record<F, (values: V) => MessageId | undefined>>;

interface Shown<F extends string, V> {
  errors: FormErrors<F>;
  /** The values the errors were found in. */
  values: V;
}

/**
 * The errors as they stand now: a field whose rule fails says so (its current reason); one
 * whose rule passes loses its error, a server's refusal only once the field itself changed
 * (the page cannot check the server's reason). The form's own line stays until the next submit.
 */
function recheck<F extends string, V extends Record<F, unknown>>(
  shown: Shown<F, V>,
  values: V,
  rules: FieldRules<F, V>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [key, error] of Object.entries(shown.errors) as Array<[F | 'form', ErrorText | undefined]>) {
    if (!error) continue;
    const rule = key === 'form' ? undefined : rules[key];
    const now = rule?.(values);
    if (now) errors[key] = 'id' in error && error.id === now ? error : { id: now };
    else if (key === 'form' || Object.is(values[key as F], shown.values[key as F])) {
      // Unchanged: a refusal of the page's own rule went when its rule passed (a confirmation
      // fixed by changing the password); anything else stays.
      const local = rule != null && 'id' in error && rule(shown.values) === error.id;
      if (!local) errors[key] = error;
    }
  }
  return errors;
}

/** Focuses the first invalid field of `form`, else its first error message. */
export function focusFirstError(form: HTMLElement | null) {
  const target = [
    ...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"], .field-error, .form-error') ?? []),
  ].find((element) => element.getClientRects().length > 0);
  if (!target) return;
  if (!target.matches('input, select, textarea, button, a[href]')) target.tabIndex = -1;
  target.focus();
}

/**
 * A form's errors, each gone as soon as its field is fixed: while the member types, a field
 * that shows an error is checked again by its rule. `fail(check())` on submit shows what the
 * rules find, `fail(errors)` what the server refused; either, when it
 * finds any, moves focus to the first invalid field, else to the form's error line (`formRef`
 * goes on the form); `set(field, error)` shows or clears one error where it happens (a file refused
 * on choosing) without moving focus.
 */
export function useFormErrors<F extends string, V extends Record<F, unknown>>(values: V, rules: FieldRules<F, V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<Shown<F, V>>({ errors: {}, values });
  const [failures, setFailures] = useState(0);
  const errors = recheck(shown, values, rules);

  useEffect(() => {
    if (failures > 0) focusFirstError(formRef.current);
  }, [failures]);

  /** What every rule says of the values now: the errors a submit finds in the page. */
  const check = (): FormErrors<F> => {
    const found: FormErrors<F> = {};
    for (const [field, rule] of Object.entries(rules) as Array<[F, (values: V) => MessageId | undefined]>) {
      const id = rule(values);
      if (id) found[field] = { id };
    }
    return found;
  };
  /** Shows `next` in place of every error; true when there is any (focus then moves to the first). */
  const fail = (next: FormErrors<F>): boolean => {
    setShown({ errors: next, values });
    const failed = Object.values(next).some(Boolean);
    if (failed) setFailures((count) => count + 1);
    return failed;
  };
  const set = (field: F | 'form', error: ErrorText | undefined) =>
    setShown({ errors: { ...errors, [field]: error }, values });
  const clear = () => setShown({ errors: {}, values });
  return { formRef, errors, check, fail, set, clear };
}
