import * as React from "react"
import { Create } from "react-admin"
import NewsletterForm from "./NewsletterForm"

// A new issue starts as a draft with no cards picked; it opens in the editor once saved.
export default function NewsletterCreate() {
  return (
    <Create redirect="edit" record={{ subject: "", intro: "", items: [] }}>
      <NewsletterForm />
    </Create>
  )
}
