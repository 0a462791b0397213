import * as React from "react"
import { FileText } from "../components/icons"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { Button } from "../components/ui/button"
import { ContactForm } from "./contact-form"
import { NewsletterForm } from "./newsletter-form"
import { RequestModal } from "./request-modal"
import { cn } from "../lib/cn"

/** One form of the block, under its title and introduction. */
function FormCard({
  id,
  className,
  title,
  intro,
  children,
}: {
  id?: string
  className?: string
  title: string
  intro: string
  children: React.ReactNode
}) {
  return (
    <div
      id={id}
      className={cn(
        "rounded-card border border-white/15 bg-white/5 p-5 sm:p-6",
        className
      )}
    >
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="mt-2 mb-5 text-sm leading-relaxed text-white/80">{intro}</p>
      {children}
    </div>
  )
}

/** The forms of the footer's 'Get in Touch' block: Book Session, RFQ, newsletter. */
export function GetInTouchForms() {
  const copy = useFormsCopy()
  const [modalOpen, setModalOpen] = React.useState(false)

  return (
    <div className="grid gap-8 md:grid-cols-5 md:gap-6">
      <FormCard
        className="md:col-span-3"
        title={copy.bookSession.title}
        intro={copy.bookSession.intro}
      >
        <ContactForm
          source="session"
          withCountryCode
          submitLabel={copy.bookSession.submit}
          tone="inverse"
        />
      </FormCard>

      <div className="flex flex-col gap-6 md:col-span-2">
        <FormCard title={copy.rfq.title} intro={copy.rfq.intro}>
          <Button
            variant="inverse"
            aria-haspopup="dialog"
            onClick={() => setModalOpen(true)}
          >
            <FileText aria-hidden />
            {copy.rfq.button}
          </Button>
        </FormCard>
        <FormCard
          id="newsletter"
          title={copy.newsletter.title}
          intro={copy.newsletter.intro}
        >
          <NewsletterForm />
        </FormCard>
      </div>

      {modalOpen && <RequestModal onClose={() => setModalOpen(false)} />}
    </div>
  )
}
