import { Component, type ReactNode } from 'react';
import { Button } from './ui/button';

/**
 * OPS-20: an area that fails to render (a malformed record, a bug) says so in its place with
 * 'Try again', which renders it afresh; the rest of the page keeps working. Kept this small
 * because the configurator's first load carries it (ADR 008).
 */
export class AreaErrorBoundary extends Component<{ children: ReactNode }, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className="py-10 text-center text-ink-muted">
        {'Something went wrong here. '}
        <Button onClick={() => this.setState({ failed: false })}>Try again</Button>
      </p>
    ) : (
      this.props.children
    );
  }
}
