import { Type, type Static } from "@sinclair/typebox"

// A record's live preview link as the panel lists it: who made it and until when it opens. The
// token is not here: only the person who made the link holds it.
export const PreviewLink = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  expiresAt: Type.String(),
})

export type PreviewLink = Static<typeof PreviewLink>
