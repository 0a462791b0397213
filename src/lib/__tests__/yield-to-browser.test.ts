import { yieldToBrowser } from "../yield-to-browser"

describe("yieldToBrowser", () => {
  it("resolves only in a later task, not among the current task's microtasks", async () => {
    jest.useFakeTimers()
    let resolved = false
    const yielded = yieldToBrowser().then(() => {
      resolved = true
    })
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(resolved).toBe(false)
    jest.runOnlyPendingTimers()
    await yielded
    expect(resolved).toBe(true)
    jest.useRealTimers()
  })
})
