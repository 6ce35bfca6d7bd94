import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reportError } from '../../lib/error-reporting';
import { RouteError } from './route-error';

/** A screen that throws while rendering, or a lazy screen that fails to load, shows RouteError; another address tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary address={pathname}>{children}</Boundary>;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  address: string;
}

class Boundary extends Component<{ address: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { address: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.address === state.address ? null : { failed: false, error: null, address: props.address };
  }

  // A screen's error stops here, before the SDK's global handlers could see it (decision 0069).
  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
