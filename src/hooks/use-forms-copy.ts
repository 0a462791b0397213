import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

/** The shape of content/data/forms.json: labels, buttons and messages of the visitors' forms. */
export type FormsCopy = {
  labels: Record<
    | "name"
    | "email"
    | "countryCode"
    | "countryCodePlaceholder"
    | "number"
    | "reason"
    | "message"
    | "messagePlaceholder"
    | "website",
    string
  >
  sending: string
  contactSuccess: string
  bookSession: { title: string; intro: string; submit: string }
  rfq: Record<
    | "title"
    | "intro"
    | "button"
    | "modalTitle"
    | "modalIntro"
    | "submit"
    | "close",
    string
  >
  newsletter: Record<
    | "title"
    | "intro"
    | "label"
    | "placeholder"
    | "submit"
    | "sending"
    | "success",
    string
  >
  cookies: Record<
    "label" | "policyLabel" | "policyLink" | "accept" | "decline",
    string
  > & { paragraphs: readonly string[] }
  chatbot: Record<"open" | "close" | "title", string>
  programme: Record<
    "loading" | "empty" | "emptyText" | "back" | "backLink",
    string
  >
  blog: Record<
    | "loading"
    | "notFound"
    | "notFoundText"
    | "failed"
    | "retry"
    | "back"
    | "backLink",
    string
  >
}

/** content/data/forms.json (typed by hand: every field is required there). */
export function useFormsCopy(): FormsCopy {
  // The generated type marks every field optional; content/data/forms.json has them all.
  const data = useSiteData() as unknown as { formsJson: FormsCopy }
  return data.formsJson
}

export const formsCopyFields = graphql`
  fragment FormsCopy on Query {
    formsJson {
      labels {
        name
        email
        countryCode
        countryCodePlaceholder
        number
        reason
        message
        messagePlaceholder
        website
      }
      sending
      contactSuccess
      bookSession {
        title
        intro
        submit
      }
      rfq {
        title
        intro
        button
        modalTitle
        modalIntro
        submit
        close
      }
      newsletter {
        title
        intro
        label
        placeholder
        submit
        sending
        success
      }
      cookies {
        label
        paragraphs
        policyLabel
        policyLink
        accept
        decline
      }
      chatbot {
        open
        close
        title
      }
      programme {
        loading
        empty
        emptyText
        back
        backLink
      }
      blog {
        loading
        notFound
        notFoundText
        failed
        retry
        back
        backLink
      }
    }
  }
`
