import * as React from "react"
import { Seo } from "../../components/seo"
import { useMounted } from "../../hooks/use-mounted"

// Every /admin/* path is this client-only page. The server render is only the light shell below,
// so `gatsby build` never evaluates react-admin (which needs `window`); after mount the panel is
// fetched as its own chunk, so no react-admin or MUI code reaches the public pages' JavaScript.
const AdminApp = React.lazy(() => import(/* webpackChunkName: "admin" */ "../../../admin/App"))

export default function AdminPage() {
  const mounted = useMounted()
  const loading = (
    <AdminShell>
      <p role="status">Loading the admin panel…</p>
    </AdminShell>
  )
  if (!mounted) return loading
  return (
    <ChunkErrorBoundary>
      <React.Suspense fallback={loading}>
        <AdminApp />
      </React.Suspense>
    </ChunkErrorBoundary>
  )
}

export const Head = () => <Seo title="Admin panel" pathname="/admin" noindex />

function AdminShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-muted text-muted-foreground flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      {children}
    </div>
  )
}

// A failed chunk download (a new deploy, a dropped connection) would otherwise leave a blank page.
class ChunkErrorBoundary extends React.Component<
  { children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <AdminShell>
        <p role="alert">The admin panel could not be loaded.</p>
        <button
          type="button"
          className="bg-brand text-brand-foreground rounded-md px-4 py-2"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </AdminShell>
    )
  }
}
