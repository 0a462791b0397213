import { clsx, type ClassValue } from "clsx"

/**
 * Joins class names. Components take variant props for what a caller may change, never a
 * className that contradicts their own, so no class merging (tailwind-merge, which would join
 * every page's first-load JavaScript) is needed.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
