import * as React from "react"
import { BulkDeleteButton } from "react-admin"

// Deletions wait for the server and ask first: an undo window would let the list show records the
// API has already been told to remove, and the public site reads the same table at once.
export default function BulkDelete() {
  return <BulkDeleteButton mutationMode="pessimistic" />
}
