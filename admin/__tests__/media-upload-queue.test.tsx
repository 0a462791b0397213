import "./setup"
import { act, renderHook } from "@testing-library/react"
import { retryAfter } from "../media/sendFile"
import { AT_ONCE, useUploadQueue, type Send } from "../media/useUploadQueue"
import { mediaItem } from "./records"

// The library's upload queue on Jest's fake timers: two files at a time, and a 429's Retry-After
// waited out (nothing new is sent meanwhile) before the refused file goes again.

const png = (name: string) =>
  new File([new Uint8Array(4)], name, { type: "image/png" })

// Each call of `send` waits until the test settles it.
function controlledSend() {
  const calls: Array<{
    file: File
    resolve: () => void
    reject: (error: unknown) => void
    progress: (fraction: number) => void
  }> = []
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>(
    (file, progress) =>
      new Promise((resolve, reject) =>
        calls.push({
          file,
          resolve: () => resolve(mediaItem({ id: file.name })),
          reject,
          progress,
        })
      )
  )
  return { send, calls }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it("sends two files at a time, each with its own progress", async () => {
  const { send, calls } = controlledSend()
  const { result } = renderHook(() => useUploadQueue(send))
  act(() => {
    result.current.add(["a.png", "b.png", "c.png", "d.png"].map(png))
  })
  expect(AT_ONCE).toBe(2)
  expect(send).toHaveBeenCalledTimes(2)
  expect(result.current.uploads.map((upload) => upload.status)).toEqual([
    "uploading",
    "uploading",
    "waiting",
    "waiting",
  ])
  act(() => calls[1].progress(0.4))
  expect(result.current.uploads[1].progress).toBe(0.4)
  expect(result.current.uploads[0].progress).toBeNull()

  await act(async () => calls[0].resolve())
  expect(send).toHaveBeenCalledTimes(3)
  expect(calls[2].file.name).toBe("c.png")
  expect(result.current.uploads[0]).toMatchObject({
    status: "done",
    item: { id: "a.png" },
  })
  await act(async () => {
    calls[1].resolve()
    calls[2].resolve()
  })
  expect(send).toHaveBeenCalledTimes(4)
  await act(async () => calls[3].resolve())
  expect(
    result.current.uploads.every((upload) => upload.status === "done")
  ).toBe(true)
})

it("waits out a 429's Retry-After, sending nothing meanwhile, then sends the file again", async () => {
  const { send, calls } = controlledSend()
  const { result } = renderHook(() => useUploadQueue(send))
  act(() => {
    result.current.add(["a.png", "b.png", "c.png"].map(png))
  })
  await act(async () =>
    calls[0].reject(
      Object.assign(new Error("busy"), { status: 429, retryAfter: 3 })
    )
  )
  expect(result.current.uploads[0]).toMatchObject({
    status: "waiting",
    busy: true,
  })
  // The busy server is not asked again for a new file either.
  expect(send).toHaveBeenCalledTimes(2)
  await act(async () => calls[1].resolve())
  expect(send).toHaveBeenCalledTimes(2)

  await act(async () => jest.advanceTimersByTime(2999))
  expect(send).toHaveBeenCalledTimes(2)
  await act(async () => jest.advanceTimersByTime(1))
  expect(send).toHaveBeenCalledTimes(4)
  expect(calls.slice(2).map((call) => call.file.name)).toEqual([
    "a.png",
    "c.png",
  ])
  await act(async () => {
    calls[2].resolve()
    calls[3].resolve()
  })
  expect(result.current.uploads.map((upload) => upload.status)).toEqual([
    "done",
    "done",
    "done",
  ])
})

it("gives a file up after the server stays busy, and keeps each file's own error", async () => {
  const { send, calls } = controlledSend()
  const { result } = renderHook(() => useUploadQueue(send))
  act(() => {
    result.current.add([png("a.png"), png("b.png")])
  })
  await act(async () =>
    calls[1].reject(Object.assign(new Error("Too large"), { status: 413 }))
  )
  for (let attempt = 0; attempt < 6; attempt++) {
    await act(async () =>
      calls
        .filter((call) => call.file.name === "a.png")
        .at(-1)!
        .reject(
          Object.assign(new Error("busy"), { status: 429, retryAfter: 1 })
        )
    )
    await act(async () => jest.advanceTimersByTime(1000))
  }
  expect(
    send.mock.calls.filter(([file]) => file.name === "a.png")
  ).toHaveLength(6)
  expect(result.current.uploads.map((upload) => upload.error)).toEqual([
    "admin.media.upload.busy_failed",
    "admin.media.upload.too_big",
  ])
})

it("reads Retry-After as seconds or as a date", () => {
  expect(retryAfter("7")).toBe(7)
  expect(retryAfter(null)).toBeNull()
  expect(retryAfter("soon")).toBeNull()
  const now = Date.parse("2026-01-01T10:00:00Z")
  expect(retryAfter("Thu, 01 Jan 2026 10:00:30 GMT", now)).toBe(30)
  expect(retryAfter("-5")).toBe(0)
})
