import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` when a lazy chunk could not be fetched (offline, or a new deployment replaced the files), where
 * the error would otherwise unmount the whole app. A new `resetKey` (e.g. the location) tries again.
 */
export class ChunkErrorBoundary extends Component<
  { fallback: ReactNode; resetKey?: string; children: ReactNode },
  { failed: boolean; resetKey?: string }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
