import { Component, type ReactNode } from 'react';

/**
 * Catches a page that throws while rendering in the browser (§8): shows nothing and tells `onError`,
 * which puts the error page (or its fallback) in its place. Give it a new `key` per page.
 */
export class PageBoundary extends Component<
  { onError(error: unknown): void; children: ReactNode },
  { failed?: boolean }
> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError = () => ({ failed: true });

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
