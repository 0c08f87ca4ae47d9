import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

/** Catches a failed query or render and offers to load again. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="centered-card" role="alert">
        <h1>
          <FormattedMessage id="error.title" />
        </h1>
        <button type="button" className="button primary" onClick={this.props.onRetry}>
          <FormattedMessage id="error.retry" />
        </button>
      </div>
    );
  }
}
