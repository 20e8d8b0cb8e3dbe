import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children after an error; `retry` renders them again. */
  fallback(retry: () => void, error: unknown): ReactNode;
  onError(error: unknown, info: ErrorInfo): void;
  /** The errors this boundary handles; others go on to the boundary above. Default: all. */
  handles?(error: unknown): boolean;
  children: ReactNode;
}

/** Keeps an error in one part of the widget from emptying the whole widget (React needs a class for this). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.handles?.(error) ?? true) this.props.onError(error, info);
  }

  retry = () => this.setState({ error: undefined, failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    // Thrown again from here, an error this boundary does not handle reaches the one above.
    if (!(this.props.handles?.(this.state.error) ?? true)) throw this.state.error;
    return this.props.fallback(this.retry, this.state.error);
  }
}
