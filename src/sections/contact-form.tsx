import * as React from "react"
import { Send } from "../components/icons"
import { api, type ContactUpload } from "../lib/api"
import { collections, useRequest } from "../lib/collections"
import { countryCodes, dialCode } from "../lib/country-codes"
import { notify } from "../lib/notify"
import { useFormDraft } from "../hooks/use-form-draft"
import { useMounted } from "../hooks/use-mounted"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { useSiteConfig } from "../hooks/use-site-config"
import { Button } from "../components/ui/button"
import { Input } from "../components/ui/input"
import { Label } from "../components/ui/label"
import { Select } from "../components/ui/select"
import { Textarea } from "../components/ui/textarea"

const countries = countryCodes()

type ContactFormProps = {
  source: ContactUpload["source"]
  // The Book Session form asks for a dial prefix; the shorter request modal does not.
  withCountryCode: boolean
  submitLabel: string
  tone?: "default" | "inverse"
  onSent?: () => void
}

const empty = {
  name: "",
  email: "",
  countryCode: "",
  number: "",
  reason: "",
  message: "",
}

/** A contact request, sent to `contact/upload` (Book Session and the request modal). */
export function ContactForm({
  source,
  withCountryCode,
  submitLabel,
  tone = "default",
  onSent,
}: ContactFormProps) {
  const copy = useFormsCopy()
  const { brand } = useSiteConfig()
  const form = React.useRef<HTMLFormElement>(null)
  const { values, setField, clear } = useFormDraft(
    `contact-${source}`,
    empty,
    form
  )
  const honeypot = React.useRef<HTMLInputElement>(null)
  const { status, send } = useRequest(api.sendContact)
  const id = React.useId()
  const sending = status === "loading"
  // Until React runs this form, a click would submit it the browser's way, as a GET with the
  // visitor's data in the URL; the server-rendered button stays disabled until then.
  const ready = useMounted()

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (sending) return
    const dial = values.countryCode ? dialCode(values.countryCode) : undefined
    const number = values.number.trim()
    const website = honeypot.current?.value ?? ""
    const outcome = await send(brand!, {
      name: values.name.trim(),
      email: values.email.trim(),
      countryCode: dial,
      number: dial ? `${dial} ${number}` : number,
      reason: values.reason.trim(),
      message: values.message.trim(),
      source,
      ...(website && { website }),
    })
    if (!outcome.ok) {
      notify.error(outcome.error)
      return
    }
    clear()
    if (honeypot.current) honeypot.current.value = ""
    collections.contacts.update((contacts) => [
      ...contacts,
      outcome.data.Contact,
    ])
    notify.success(copy.contactSuccess)
    onSent?.()
  }

  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: (
      event: React.ChangeEvent<
        HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
      >
    ) => setField(name, event.target.value),
  })
  const label = (name: keyof typeof empty, text: string) => (
    <Label htmlFor={`${id}-${name}`} tone={tone}>
      {text}
    </Label>
  )
  const fields = copy.labels

  // A full international number, autofilled or pasted, selects its country code and keeps the
  // rest; the parser is fetched then, and its answer dropped if the visitor has typed on.
  function onNumberChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const typed = input.value
    setField("number", typed)
    if (!typed.trimStart().startsWith("+")) return
    void import("../lib/international-number").then(
      ({ splitInternational }) => {
        const split = splitInternational(typed)
        if (!split || input.value !== typed) return
        setField("countryCode", split.country)
        setField("number", split.national)
      }
    )
  }

  return (
    <form ref={form} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div>
        {label("name", fields.name)}
        <Input {...field("name")} autoComplete="name" maxLength={200} />
      </div>
      <div>
        {label("email", fields.email)}
        <Input
          {...field("email")}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </div>
      {withCountryCode && (
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 sm:col-span-2">
          <div>
            {label("countryCode", fields.countryCode)}
            <Select {...field("countryCode")}>
              <option value="">{fields.countryCodePlaceholder}</option>
              {/* The browser's names and order, which the build's Node may not share. */}
              {ready &&
                countries.map((entry) => (
                  <option key={entry.iso} value={entry.iso}>
                    {entry.name} ({entry.dial})
                  </option>
                ))}
            </Select>
          </div>
          <div>
            {label("number", fields.number)}
            <Input
              {...field("number")}
              {...phoneNumber}
              onChange={onNumberChange}
              maxLength={24}
            />
          </div>
        </div>
      )}
      {!withCountryCode && (
        <div>
          {label("number", fields.number)}
          <Input {...field("number")} {...phoneNumber} maxLength={32} />
        </div>
      )}
      <div className={withCountryCode ? "sm:col-span-2" : undefined}>
        {label("reason", fields.reason)}
        <Input {...field("reason")} maxLength={200} />
      </div>
      <div className="sm:col-span-2">
        {label("message", fields.message)}
        <Textarea
          {...field("message")}
          rows={4}
          maxLength={5000}
          placeholder={fields.messagePlaceholder}
        />
      </div>
      <Honeypot ref={honeypot} id={`${id}-website`} label={fields.website} />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          variant={tone === "inverse" ? "accent" : "default"}
          disabled={sending || !ready}
          className="w-full sm:w-auto"
        >
          <Send aria-hidden />
          {sending ? copy.sending : submitLabel}
        </Button>
      </div>
    </form>
  )
}

// The honeypot: a field no person sees, reaches or has filled in for them (off-screen, hidden from
// assistive technology, out of the tab order, autocomplete off). A robot that fills every field
// fills this one too, and the server keeps its request as spam.
const Honeypot = React.forwardRef<
  HTMLInputElement,
  { id: string; label: string }
>(function Honeypot({ id, label }, ref) {
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[9999px] h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
})

// The server takes digits, spaces and + - ( ); the browser checks the same before sending.
const phonePattern = "[0-9 +\\(\\)\\-]*[0-9][0-9 +\\(\\)\\-]*"
// A tel input (the phone's number pad) with autofill's "tel", the phone token HTML allows on one
// ("tel-national" is for text inputs): beside a country code, a full number is split in two.
const phoneNumber = {
  type: "tel",
  autoComplete: "tel",
  pattern: phonePattern,
} as const
