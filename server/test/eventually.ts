// Polls `read` until `done` holds for its value, for work that finishes in the background (the
// notifier's sends); fails with the last value seen.
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline)
      throw new Error(
        `still not done after ${timeoutMs} ms: ${JSON.stringify(value)}`
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// Waits until `check` holds: `eventually` for a yes-or-no condition.
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000
): Promise<void> {
  await eventually(
    async () => check(),
    (held) => held,
    timeoutMs
  )
}
