import * as React from "react"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { Dialog } from "../components/ui/dialog"
import { ContactForm } from "./contact-form"

/** 'Request for Information / Proposal / Quotation': the contact form without a dial prefix, as `rfq`. */
export function RequestModal({ onClose }: { onClose: () => void }) {
  const copy = useFormsCopy().rfq
  return (
    <Dialog
      title={copy.modalTitle}
      description={copy.modalIntro}
      closeLabel={copy.close}
      onClose={onClose}
    >
      <ContactForm
        source="rfq"
        withCountryCode={false}
        submitLabel={copy.submit}
        onSent={onClose}
      />
    </Dialog>
  )
}
