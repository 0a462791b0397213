import { groupCommit } from "../../db/group-commit"
import { eventually } from "../eventually"

describe("groupCommit", () => {
  it("writes what arrives in one turn together and settles each caller after the write", async () => {
    const batches: number[][] = []
    // The commit returns when the test says so.
    let commit!: () => void
    const write = groupCommit<number>((items) => {
      batches.push(items)
      return new Promise<void>((resolve) => (commit = resolve))
    })
    const settled: number[] = []
    const callers = [1, 2, 3].map((n) => write(n).then(() => settled.push(n)))
    await eventually(
      async () => batches,
      (written) => written.length > 0
    )
    expect(batches).toEqual([[1, 2, 3]])
    // Nobody hears "stored" while the commit is still under way.
    expect(settled).toEqual([])
    commit()
    await Promise.all(callers)
    expect(settled).toEqual([1, 2, 3])
  })

  it("splits a large burst into batches of at most maxBatch", async () => {
    const sizes: number[] = []
    const write = groupCommit<number>(async (items) => {
      sizes.push(items.length)
    }, 4)
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)))
    expect(sizes).toEqual([4, 4, 2])
  })

  it("rejects every caller of a batch whose write fails, and carries on afterwards", async () => {
    let fail = true
    const write = groupCommit<string>(async () => {
      if (fail) throw new Error("disk full")
    })
    const results = await Promise.allSettled([write("a"), write("b")])
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"])
    fail = false
    await expect(write("c")).resolves.toBeUndefined()
  })

  describe("with waitMs", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it("also groups what arrives within that time, and writes once it has passed", async () => {
      const batches: number[][] = []
      const write = groupCommit<number>(
        async (items) => {
          batches.push(items)
        },
        200,
        30
      )
      const first = write(1)
      await jest.advanceTimersByTimeAsync(5)
      const second = write(2)
      await jest.advanceTimersByTimeAsync(24)
      expect(batches).toEqual([])
      await jest.advanceTimersByTimeAsync(1)
      await Promise.all([first, second])
      expect(batches).toEqual([[1, 2]])
    })
  })
})
