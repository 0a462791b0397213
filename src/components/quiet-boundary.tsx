import * as React from "react"

/**
 * Around a lazily loaded extra (the footer forms, the cookie banner, toasts, consented scripts):
 * if its code cannot be fetched, that extra is left out instead of the whole page failing.
 */
export class QuietBoundary extends React.Component<
  { children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
