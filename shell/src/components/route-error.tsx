import { Component, type ReactNode } from 'react';
import { useLocation } from 'shared-ui/router';

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  state = { error: null as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Another page may render: a navigation clears the error.
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    if (state.pathname === null) return { pathname: props.pathname };
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] routing failure', error);
  }

  render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Around the routed page (app/router.tsx): a page whose rendering throws becomes this screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}

// The last line of defence when rendering a page fails: without translations or the layout,
// because either may be what broke.
function RouteError({ error }: { error: unknown }) {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Unexpected Application Error</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <a href="/">Home</a>
    </main>
  );
}
