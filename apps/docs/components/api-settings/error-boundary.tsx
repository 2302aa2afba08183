'use client';

import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** Shows `fallback` instead of a blank area when anything inside throws while rendering. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // For whoever debugs the page; the reader sees the fallback.
    console.error(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
