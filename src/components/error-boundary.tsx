import * as React from "react"

type ErrorBoundaryProps = {
  /** What to show instead of the children once they have thrown; nothing by default. */
  fallback?: React.ReactNode
  children: React.ReactNode
}

/**
 * The site's one error boundary. Around code that arrives later (see `lazy`), a chunk that cannot
 * be fetched (a dropped connection, a deploy in between) costs its own block, not the whole page.
 */
export class ErrorBoundary extends React.Component<
  ErrorBoundaryProps,
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed
      ? (this.props.fallback ?? null)
      : this.props.children
  }
}
