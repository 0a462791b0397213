import { groupCommit } from "../../db/group-commit"

describe("groupCommit", () => {
  it("writes what arrives in one turn together and settles each caller after the write", async () => {
    const batches: number[][] = []
    let written = false
    const write = groupCommit<number>(async (items) => {
      batches.push(items)
      await new Promise((resolve) => setTimeout(resolve, 5))
      written = true
    })
    const settled = await Promise.all(
      [1, 2, 3].map((n) => write(n).then(() => written))
    )
    expect(batches).toEqual([[1, 2, 3]])
    expect(settled).toEqual([true, true, true])
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

  it("with waitMs, also groups what arrives within that time", async () => {
    const batches: number[][] = []
    const write = groupCommit<number>(
      async (items) => {
        batches.push(items)
      },
      200,
      30
    )
    const first = write(1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = write(2)
    await Promise.all([first, second])
    expect(batches).toEqual([[1, 2]])
  })
})
