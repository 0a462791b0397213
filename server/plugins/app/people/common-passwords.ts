import { httpErrors } from "@fastify/sensible"
import { dictionary } from "@zxcvbn-ts/language-common"

// Passwords that attackers try first: zxcvbn-ts's list of the most common passwords in public
// breaches (some 49,000, lower-case), shipped in its package so nothing is asked of a third party.
// Every place a password is chosen (registration, an invitation's acceptance, a reset, a change,
// the admin CLI) refuses one of them, whatever its letters' case.

export const COMMON_PASSWORD =
  "This password is on a list of common or breached passwords, so it would be guessed quickly: choose another"

let common: Set<string> | null = null

export function isCommonPassword(password: string): boolean {
  // Built on first use: the list is read only by the few requests that set a password.
  common ??= new Set(dictionary["passwords-common"])
  return common.has(password.toLowerCase())
}

// A 400 with COMMON_PASSWORD for a common password.
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw httpErrors.badRequest(COMMON_PASSWORD)
}
