/**
 * Resolves in a later task, so that the browser can paint or handle input before the caller goes on.
 * (A resolved promise would not do: its callbacks run before the browser gets its turn.)
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
