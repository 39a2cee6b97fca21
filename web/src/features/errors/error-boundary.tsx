import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export const newErrorId = (): string =>
  `ERR-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

interface State {
  errorId: string | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.state.errorId ?? 'error'}]`, error, info.componentStack);
  }

  override render() {
    if (this.state.errorId)
      return <ErrorScreen errorId={this.state.errorId} onRetry={() => this.setState({ errorId: null })} />;
    return this.props.children;
  }
}
