// Page queries hand back nullable, readonly shapes (GraphQL typegen); these helpers let sections
// take those shapes directly, so page files can pass query data through without mapping it.
export type Maybe<T> = T | null | undefined
export type MaybeList<T> = Maybe<readonly Maybe<T>[]>

/** The non-empty items of a queried list, in order. */
export function present<T>(items: MaybeList<T>): T[] {
  return (items ?? []).filter((item): item is T => item != null)
}
