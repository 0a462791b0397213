import * as React from "react"
import {
  errorMessage,
  type Blog,
  type Contact,
  type Programme,
  type Status,
} from "./api"

// The browser's copy of the panel's collections, fed by lib/api.ts: each collection goes
// idle -> loading -> succeeded | failed and keeps its error. A plain subscribable object and two
// hooks instead of a state library: the site holds a handful of these.

export type RequestState<T> = { status: Status; error: string | null; data: T }

/** One collection: its status, its error and its data. */
export class Collection<T> {
  private state: RequestState<T>
  private listeners = new Set<() => void>()
  private latest = 0

  constructor(private readonly initial: T) {
    this.state = { status: "idle", error: null, data: initial }
  }

  get = () => this.state

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private set(next: Partial<RequestState<T>>) {
    this.state = { ...this.state, ...next }
    this.listeners.forEach((listener) => listener())
  }

  /** Back to empty and idle; a request still in flight no longer lands here. */
  reset() {
    this.latest++
    this.set({ status: "idle", error: null, data: this.initial })
  }

  update(change: (data: T) => T) {
    this.set({ data: change(this.state.data) })
  }

  /** Runs a call through the states; only the latest call of the collection may settle it. */
  async load(call: () => Promise<T>) {
    const ticket = ++this.latest
    this.set({ status: "loading", error: null })
    try {
      const data = await call()
      if (ticket === this.latest) this.set({ status: "succeeded", data })
    } catch (error) {
      if (ticket === this.latest)
        this.set({
          status: "failed",
          error: errorMessage(error),
          data: this.initial,
        })
    }
  }
}

export const collections = {
  // Records the visitor created this session (the forms' returned `Contact`).
  contacts: new Collection<Contact[]>([]),
  programme: new Collection<Programme | null>(null),
  blog: new Collection<Blog | null>(null),
}

export function useCollection<T>(collection: Collection<T>) {
  return React.useSyncExternalStore(
    collection.subscribe,
    collection.get,
    collection.get
  )
}

export type Outcome<R> = { ok: true; data: R } | { ok: false; error: string }

/**
 * A form's own request state, so the contact form, the modal and the newsletter never share a
 * spinner. `send` never throws: it resolves with the data or the message to show.
 */
export function useRequest<A extends unknown[], R>(
  call: (...args: A) => Promise<R>
) {
  const [state, setState] = React.useState<{
    status: Status
    error: string | null
  }>({ status: "idle", error: null })
  const send = React.useCallback(
    async (...args: A): Promise<Outcome<R>> => {
      setState({ status: "loading", error: null })
      try {
        const data = await call(...args)
        setState({ status: "succeeded", error: null })
        return { ok: true, data }
      } catch (caught) {
        const error = errorMessage(caught)
        setState({ status: "failed", error })
        return { ok: false, error }
      }
    },
    [call]
  )
  return { ...state, send }
}
