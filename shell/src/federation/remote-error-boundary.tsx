import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  /** Clears the error and loads the area again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Third layer (ARCHITECTURE.md section 2): whatever a remote throws while rendering (a chunk that
 * fails to load, a bug) stays inside its area, which shows the unavailable panel with a retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[remote area] render failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
