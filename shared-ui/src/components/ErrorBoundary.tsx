import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once one of them failed (null: nothing). */
  fallback: ReactNode;
  /** Told of the failure, e.g. to log it or to offer another attempt. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Keeps the failure of a part of a page (its code not fetched, or thrown while it renders) inside that
 * part: the fallback shows there and the rest of the page works on. Given a new `key`, it tries again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
