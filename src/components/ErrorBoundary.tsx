import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { ErrorScreen } from '@/components/ErrorScreen';

interface Props {
  children: ReactNode;
}

/** A render error shows a translated error screen instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('Render failed', { message: error.message, stack: info.componentStack });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
