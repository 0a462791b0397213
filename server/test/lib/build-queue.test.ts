import {
  createBuildQueue,
  type QueueState,
} from "../../plugins/app/publishing/build-queue"

// The queue's rules (docs/publishing.md), with Jest's clock: a change waits for the quiet time,
// builds run one at a time, a change during a build owes exactly one more, a failure is reported
// and the queue goes on.

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function harness(delayMs = 3000) {
  const builds: Array<{ resolve: () => void; reject: (error: Error) => void }> =
    []
  let running = 0
  let mostAtOnce = 0
  const states: QueueState[] = []
  const errors: unknown[] = []
  const queue = createBuildQueue({
    delayMs,
    run: () =>
      new Promise<void>((resolve, reject) => {
        running++
        mostAtOnce = Math.max(mostAtOnce, running)
        const done = () => running--
        builds.push({
          resolve: () => (done(), resolve()),
          reject: (error) => (done(), reject(error)),
        })
      }),
    onState: (state) => states.push(state),
    onError: (error) => errors.push(error),
  })
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { queue, builds, states, errors, flush, mostAtOnce: () => mostAtOnce }
}

it("waits for the quiet time after the last change of a burst, then builds once", async () => {
  const { queue, builds, flush } = harness()
  queue.changed()
  expect(queue.state()).toBe("queued")
  jest.advanceTimersByTime(2000)
  queue.changed()
  jest.advanceTimersByTime(2000)
  queue.changed()
  jest.advanceTimersByTime(2999)
  expect(builds).toHaveLength(0)
  jest.advanceTimersByTime(1)
  expect(builds).toHaveLength(1)
  expect(queue.state()).toBe("building")
  builds[0].resolve()
  await flush()
  expect(queue.state()).toBe("idle")
  jest.advanceTimersByTime(60_000)
  expect(builds).toHaveLength(1)
})

it("runs one build at a time and owes exactly one more for any number of changes during it", async () => {
  const { queue, builds, flush, mostAtOnce, states } = harness()
  queue.changed()
  jest.advanceTimersByTime(3000)
  expect(builds).toHaveLength(1)
  for (let i = 0; i < 5; i++) {
    queue.changed()
    jest.advanceTimersByTime(10_000)
  }
  expect(builds).toHaveLength(1)
  expect(queue.state()).toBe("building")
  builds[0].resolve()
  await flush()
  // The quiet time after the last change has passed during the build: the next starts now.
  jest.advanceTimersByTime(0)
  expect(builds).toHaveLength(2)
  builds[1].resolve()
  await flush()
  jest.advanceTimersByTime(60_000)
  expect(builds).toHaveLength(2)
  expect(mostAtOnce()).toBe(1)
  expect(states).toEqual(["queued", "building", "queued", "building", "idle"])
})

it("waits out the quiet time after a change made just before a build ends", async () => {
  const { queue, builds, flush } = harness()
  queue.now()
  jest.advanceTimersByTime(0)
  expect(builds).toHaveLength(1)
  queue.changed()
  builds[0].resolve()
  await flush()
  jest.advanceTimersByTime(2999)
  expect(builds).toHaveLength(1)
  jest.advanceTimersByTime(1)
  expect(builds).toHaveLength(2)
})

it("builds at once on Publish now, and after the running build when one runs", async () => {
  const { queue, builds, flush } = harness()
  queue.now()
  jest.advanceTimersByTime(0)
  expect(builds).toHaveLength(1)
  queue.now()
  queue.now()
  builds[0].resolve()
  await flush()
  jest.advanceTimersByTime(0)
  expect(builds).toHaveLength(2)
})

it("reports a failed build and goes on with the next change", async () => {
  const { queue, builds, errors, flush } = harness()
  queue.changed()
  jest.advanceTimersByTime(3000)
  builds[0].reject(new Error("gatsby build failed"))
  await flush()
  expect(errors).toEqual([new Error("gatsby build failed")])
  expect(queue.state()).toBe("idle")
  queue.changed()
  jest.advanceTimersByTime(3000)
  expect(builds).toHaveLength(2)
})

it("settles when nothing is queued or running, and stops queueing when stopped", async () => {
  const { queue, builds, flush } = harness()
  let settled = false
  queue.changed()
  void queue.settled().then(() => (settled = true))
  jest.advanceTimersByTime(3000)
  builds[0].resolve()
  await flush()
  expect(settled).toBe(true)
  queue.changed()
  queue.stop()
  jest.advanceTimersByTime(60_000)
  expect(builds).toHaveLength(1)
  expect(queue.state()).toBe("idle")
})
