import * as React from "react"
import { FileText } from "../components/icons"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { Button } from "../components/ui/button"
import { lazy } from "../components/lazy"
import { ContactForm } from "./contact-form"
import { NewsletterForm } from "./newsletter-form"

// The modal is its own chunk, fetched when the visitor points at or focuses 'Request', so it is
// usually there by the click and never weighs on a page's first load.
const RequestModal = lazy(() =>
  import("./request-modal").then((module) => module.RequestModal)
)

/** The forms of the footer's 'Get in Touch' block: Book Session, RFQ, newsletter. */
export function GetInTouchForms() {
  const copy = useFormsCopy()
  const [modalOpen, setModalOpen] = React.useState(false)

  return (
    <div className="grid gap-8 md:grid-cols-5 md:gap-6">
      <div className="rounded-card border border-white/15 bg-white/5 p-5 sm:p-6 md:col-span-3">
        <h3 className="text-xl font-bold">{copy.bookSession.title}</h3>
        <p className="mt-2 mb-5 text-sm leading-relaxed text-white/80">
          {copy.bookSession.intro}
        </p>
        <ContactForm
          source="session"
          withCountryCode
          submitLabel={copy.bookSession.submit}
          tone="inverse"
        />
      </div>

      <div className="flex flex-col gap-6 md:col-span-2">
        <div className="rounded-card border border-white/15 bg-white/5 p-5 sm:p-6">
          <h3 className="text-xl font-bold">{copy.rfq.title}</h3>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-white/80">
            {copy.rfq.intro}
          </p>
          <Button
            variant="inverse"
            aria-haspopup="dialog"
            onClick={() => setModalOpen(true)}
            onPointerEnter={RequestModal.preload}
            onFocus={RequestModal.preload}
          >
            <FileText aria-hidden />
            {copy.rfq.button}
          </Button>
        </div>
        <div className="rounded-card border border-white/15 bg-white/5 p-5 sm:p-6">
          <h3 className="text-xl font-bold">{copy.newsletter.title}</h3>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-white/80">
            {copy.newsletter.intro}
          </p>
          <NewsletterForm />
        </div>
      </div>

      {modalOpen && <RequestModal onClose={() => setModalOpen(false)} />}
    </div>
  )
}
