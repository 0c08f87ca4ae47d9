import { FormattedMessage } from 'react-intl';

export function Loading() {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="loading" />
    </div>
  );
}
