export const MDX_BLOCKS: string[]
export const NOT_PLAIN: unique symbol
export function plainValue(node: unknown): unknown
export function programValue(program: unknown): unknown
export function mdxCodeProblem(
  tree: unknown
): { message: string; line: number | null } | null
export function isFollowableLink(url: string): boolean
