import { Component, startTransition, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { ErrorScreen } from '@/components/ErrorScreen';

interface Props {
  children: ReactNode;
  /**
   * What to show instead; `retry` renders the children again, `failures` counts the failures since
   * the last `resetKey`. The app-wide error screen by default.
   */
  fallback?: (retry: () => void, failures: number) => ReactNode;
  /** A change (another path) renders the children again. */
  resetKey?: string;
  /** Called before each try again (lazyScreen's renewFailedScreens). */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
  failures: number;
}

/**
 * A render error shows a translated error screen instead of a blank page. With a `fallback`, the
 * children are tried again when the member asks, when the browser is back online (a screen whose
 * download failed offline), and on another `resetKey`. A try is a transition: while the children
 * download again, the fallback stays on view, not the spinner of a Suspense above.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failures: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidMount(): void {
    if (this.props.fallback) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.tryAgain(0);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState((state) => ({ failures: state.failures + 1 }));
    logger.error('Render failed', { message: error.message, stack: info.componentStack });
  }

  private readonly retry = () => {
    if (this.state.failed) this.tryAgain(this.state.failures);
  };

  private tryAgain(failures: number): void {
    this.props.onRetry?.();
    startTransition(() => this.setState({ failed: false, failures }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry, this.state.failures) : <ErrorScreen />;
  }
}
