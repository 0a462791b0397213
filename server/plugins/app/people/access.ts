import type { Actor } from "./actor"
import { ownerField } from "../../../../schemas/permissions"

// The records of a resource an actor may reach at all, as column values every repository call
// must match (schemas/permissions.ts OWNED_BY): a teacher's courses are those whose teacherId is
// theirs; staff reach every record. Routes pass it to each read and write, so a record outside it
// reads as missing (404), and a record saved in it stays in it.
// Column values a record must hold to be reached at all (a teacher's courses: their teacherId).
export type Scope = Record<string, string>

export function scopeOf(actor: Actor, resource: string): Scope {
  const field = ownerField(actor.role, resource)
  return field ? { [field]: actor.id } : {}
}
