import { FormattedMessage } from 'react-intl';

/**
 * The "*" after the label of a field a form requires, explained by `RequiredNote`. Screen
 * readers hear "required" from the control's aria-required; `spoken` says it in words where
 * the control cannot carry it (a group of chips, a photo button).
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      {spoken && (
        <span className="visually-hidden">
          <FormattedMessage id="form.required" />
        </span>
      )}
    </>
  );
}

/** The line that says what "*" means, at the top of a form that marks its required fields. */
export function RequiredNote() {
  return (
    <p className="muted-small required-note" data-testid="required-note">
      <FormattedMessage id="form.requiredNote" />
    </p>
  );
}
