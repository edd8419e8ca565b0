import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface State {
  errorId: string | null;
}

/** Reports a rendering error to the server log under an id that the screen shows the reader. */
function report(errorId: string, error: Error, info: ErrorInfo) {
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      errorId,
      message: error.message,
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`.slice(0, 4000),
      url: window.location.href,
    }),
  }).catch(() => {});
}

/** Catches what a page throws while rendering in the browser, instead of leaving a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: crypto.randomUUID() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.errorId) report(this.state.errorId, error, info);
  }

  override render() {
    if (this.state.errorId) {
      return <ErrorScreen errorId={this.state.errorId} onTryAgain={() => this.setState({ errorId: null })} />;
    }
    return this.props.children;
  }
}
