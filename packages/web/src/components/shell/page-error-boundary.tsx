import { Component, type ReactNode } from 'react';

// The data router showed its own error page when a page threw while rendering (or its chunk failed to
// load); under the declarative router (lib/app-history.ts) this boundary does, so one broken page leaves
// the shell and its links in place. Opening another page clears the error (not a key on the path: that
// would remount a page on each of its own tabs).

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The path the error was thrown on. */
  at: string;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, at: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.error) return { at: props.pathname };
    return props.pathname === state.at ? null : { error: null, at: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="mx-auto grid max-w-xl gap-2 p-6">
        <h2 className="text-lg font-semibold text-zinc-900">Unexpected Application Error!</h2>
        <p className="text-sm text-zinc-700">{error.message}</p>
        <p>
          <button type="button" className="text-sm underline" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </div>
    );
  }
}
