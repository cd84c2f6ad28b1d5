import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failureShown } from './lazyWithRetry';

interface Props {
  /** What to draw instead of the children that threw; `reset` draws them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A change of this value (the page's path, say) forgets the error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches what its children throw while rendering (a lazy file that failed to load, a bug) and
 * draws `fallback` in their place, so the rest of the screen stays. Used by the route outlet, the
 * layout's lazy pieces and the toasts; the screens the student sees are in components/ErrorScreen.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    failureShown();
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
