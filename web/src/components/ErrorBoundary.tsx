import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isServiceUnavailable } from './serviceUnavailable';

interface Props {
  children: ReactNode;
  /** Loads again what failed; the boundary shows its children again once it has settled. */
  onRetry(): unknown;
  /** A new value (the route) shows the children again: another screen may well work. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
  retrying: boolean;
  resetKey: unknown;
}

/**
 * Catches a failed query, chunk or render and offers to load again. When the server cannot
 * be reached or cannot answer it says so: the spec's maintenance notice, with an apology.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, retrying: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: null, failed: false };
  }

  retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ error: null, failed: false, retrying: false });
    }
  };

  render() {
    if (!this.state.failed) return this.props.children;
    const maintenance = isServiceUnavailable(this.state.error);
    return (
      <section className="error-notice" role="alert" data-testid="error-notice" data-kind={maintenance ? 'maintenance' : 'error'}>
        <h1>
          <FormattedMessage id={maintenance ? 'error.maintenance.title' : 'error.title'} />
        </h1>
        <p>
          <FormattedMessage id={maintenance ? 'error.maintenance.body' : 'error.body'} />
        </p>
        <button type="button" className="button primary" data-testid="error-retry" disabled={this.state.retrying} onClick={this.retry}>
          <FormattedMessage id="error.retry" />
        </button>
      </section>
    );
  }
}
