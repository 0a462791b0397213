import * as React from "react"
import { LoaderCircle } from "../components/icons"
import { api } from "../lib/api"
import { collections, useRequest } from "../lib/collections"
import { notify } from "../lib/notify"
import { useFormDraft } from "../hooks/use-form-draft"
import { useMounted } from "../hooks/use-mounted"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { useSiteConfig } from "../hooks/use-site-config"
import { Button } from "../components/ui/button"
import { Input } from "../components/ui/input"
import { Label } from "../components/ui/label"

/** The newsletter sign-up: its own loading state, apart from the contact forms. */
export function NewsletterForm() {
  const copy = useFormsCopy().newsletter
  const { brand } = useSiteConfig()
  const form = React.useRef<HTMLFormElement>(null)
  const { values, setField, clear } = useFormDraft(
    "newsletter",
    { email: "" },
    form
  )
  const { status, send } = useRequest(api.subscribe)
  const id = React.useId()
  const sending = status === "loading"
  // Disabled until React runs the form, as in contact-form.tsx.
  const ready = useMounted()

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (sending) return
    const outcome = await send(brand!, values.email.trim())
    if (!outcome.ok) {
      notify.error(outcome.error)
      return
    }
    clear()
    collections.contacts.update((contacts) => [
      ...contacts,
      outcome.data.Contact,
    ])
    notify.success(copy.success)
  }

  return (
    <form ref={form} onSubmit={onSubmit}>
      <Label htmlFor={id} tone="inverse">
        {copy.label}
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={copy.placeholder}
          value={values.email}
          onChange={(event) => setField("email", event.target.value)}
          className="min-w-48 flex-[2]"
        />
        <Button
          type="submit"
          variant="accent"
          disabled={sending || !ready}
          className="min-w-28 flex-1"
        >
          {sending ? (
            <>
              <LoaderCircle
                aria-hidden
                className="animate-spin"
                data-testid="newsletter-spinner"
              />
              <span className="sr-only">{copy.sending}</span>
            </>
          ) : (
            copy.submit
          )}
        </Button>
      </div>
    </form>
  )
}
