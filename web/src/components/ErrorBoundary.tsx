import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FIRST_RETRY_MS, LAST_RETRY_MS, retryLater } from '../realtime/outage';
import { isServiceUnavailable } from './serviceUnavailable';

interface Props {
  children: ReactNode;
  /** Loads again what failed; the boundary shows its children again once it has settled. */
  onRetry(): unknown;
  /** A new value (the route) shows the children again: another screen may well work. */
  resetKey?: unknown;
  /** Where the notice shows when not in the children's place (over the page, named by its title's id). */
  frame?(notice: ReactNode, titleId: string): ReactNode;
}

/** Numbers the notices' titles, so a frame can be named by its notice's title. */
let notices = 0;

interface State {
  error: unknown;
  failed: boolean;
  retrying: boolean;
  resetKey: unknown;
}

/**
 * Catches a failed query, chunk or render and offers to load again. When the server cannot
 * be reached or cannot answer it says so: the spec's maintenance notice, with an apology,
 * and loads again by itself (outage.ts: sooner while the outage is young, at once when the
 * service answers again), so the page comes back without the member doing anything.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, retrying: false, resetKey: this.props.resetKey };
  /**
   * Its retries so far on this screen: each waits twice as long, whatever else answers meanwhile (a chunk that cannot
   * load).
   */
  private retries = 0;
  private lastRetryAt = 0;
  private cancelRetry: (() => void) | null = null;
  private readonly titleId = `error-notice-title-${++notices}`;

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) this.retries = 0;
    this.scheduleRetry();
  }

  componentDidCatch() {
    this.scheduleRetry();
  }

  componentWillUnmount() {
    this.cancelRetry?.();
  }

  private scheduleRetry() {
    if (!this.state.failed) {
      this.cancelRetry?.();
      this.cancelRetry = null;
      return;
    }
    if (this.cancelRetry || this.state.retrying || !isServiceUnavailable(this.state.error)) return;
    if (Date.now() - this.lastRetryAt > 2 * LAST_RETRY_MS) this.retries = 0; // a new outage, not the same one
    const atLeastMs = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.retries);
    this.cancelRetry = retryLater(
      () => {
        this.cancelRetry = null;
        this.retries++;
        this.lastRetryAt = Date.now();
        void this.retry();
      },
      { atLeastMs },
    );
  }

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
    const notice = (
      <section
        className="error-notice"
        role="alert"
        data-testid="error-notice"
        data-kind={maintenance ? 'maintenance' : 'error'}
      >
        <h1 id={this.titleId}>
          <FormattedMessage id={maintenance ? 'error.maintenance.title' : 'error.title'} />
        </h1>
        <p>
          <FormattedMessage id={maintenance ? 'error.maintenance.body' : 'error.body'} />
        </p>
        <button
          type="button"
          className="button primary"
          data-testid="error-retry"
          disabled={this.state.retrying}
          onClick={this.retry}
        >
          <FormattedMessage id="error.retry" />
        </button>
      </section>
    );
    return this.props.frame ? this.props.frame(notice, this.titleId) : notice;
  }
}
