import { act, renderHook } from "@testing-library/react"
import { ApiError } from "../api"
import { Collection, collections, useRequest } from "../collections"

describe("Collection", () => {
  it("goes idle -> loading -> succeeded with the data", async () => {
    const collection = new Collection<string[]>([])
    const seen: string[] = []
    collection.subscribe(() => seen.push(collection.get().status))
    expect(collection.get()).toEqual({ status: "idle", error: null, data: [] })
    await collection.load(async () => ["a"])
    expect(seen).toEqual(["loading", "succeeded"])
    expect(collection.get()).toEqual({
      status: "succeeded",
      error: null,
      data: ["a"],
    })
  })

  it("goes loading -> failed with the error's message, and empties the data", async () => {
    const collection = new Collection<string | null>(null)
    await collection.load(async () => "old")
    await collection.load(() =>
      Promise.reject(new ApiError("No programme with this id", 404))
    )
    expect(collection.get()).toEqual({
      status: "failed",
      error: "No programme with this id",
      data: null,
    })
  })

  it("lets only the latest call settle it, and a reset drops the call in flight", async () => {
    const collection = new Collection<string | null>(null)
    let finishFirst: (value: string) => void = () => undefined
    const first = collection.load(
      () => new Promise((resolve) => (finishFirst = resolve))
    )
    await collection.load(async () => "second")
    finishFirst("first")
    await first
    expect(collection.get().data).toBe("second")

    let finishThird: (value: string) => void = () => undefined
    const third = collection.load(
      () => new Promise((resolve) => (finishThird = resolve))
    )
    collection.reset()
    finishThird("third")
    await third
    expect(collection.get()).toEqual({
      status: "idle",
      error: null,
      data: null,
    })
  })

  it("keeps the contacts the visitor created", () => {
    collections.contacts.update((list) => [...list, { id: "9" } as never])
    expect(collections.contacts.get().data).toEqual([{ id: "9" }])
  })
})

describe("useRequest", () => {
  it("reports loading, then the data or the message to show, without throwing", async () => {
    let finish: (value: string) => void = () => undefined
    const call = jest.fn(
      () => new Promise<string>((resolve) => (finish = resolve))
    )
    const { result } = renderHook(() => useRequest(call))
    expect(result.current.status).toBe("idle")
    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = result.current.send()
    })
    expect(result.current.status).toBe("loading")
    await act(async () => {
      finish("done")
      await outcome
    })
    expect(result.current.status).toBe("succeeded")
    await expect(outcome).resolves.toEqual({ ok: true, data: "done" })

    call.mockImplementationOnce(() =>
      Promise.reject(new ApiError("Too many requests", 429))
    )
    let failed: unknown
    await act(async () => {
      failed = await result.current.send()
    })
    expect(failed).toEqual({ ok: false, error: "Too many requests" })
    expect(result.current).toMatchObject({
      status: "failed",
      error: "Too many requests",
    })
  })
})
