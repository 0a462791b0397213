import * as React from "react"
import { Edit, ShowButton, TopToolbar } from "react-admin"
import NewsletterForm from "./NewsletterForm"

// A draft. Its test and send sit in the form's toolbar, beside the save; an issue already sent
// cannot change (the server refuses) and opens on its Show screen instead.
export default function NewsletterEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
    >
      <NewsletterForm />
    </Edit>
  )
}
