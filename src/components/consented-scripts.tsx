import * as React from "react"
import { MessageCircle, X } from "./icons"
import { useFormsCopy } from "../hooks/use-forms-copy"

// Rendered only after Accept (third-party-scripts.tsx). The vendors' loaders are external
// scripts: the server's CSP admits their origins when site.json names them, and no inline snippet.

type Ids = { analyticsId: string; tagManagerId: string; chatbotUrl: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] }
  }
}

function addScript(name: string, src: string) {
  if (document.querySelector(`script[data-consented="${name}"]`)) return
  const script = document.createElement("script")
  script.async = true
  script.src = src
  script.dataset.consented = name
  document.head.appendChild(script)
}

export function loadTagManager(id: string) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
  addScript(
    "tag-manager",
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  )
}

// The session-analytics tag (Microsoft Clarity): calls made before its script arrives are queued.
export function loadAnalytics(id: string) {
  window.clarity =
    window.clarity ??
    Object.assign(
      (...args: unknown[]) =>
        (window.clarity!.q = window.clarity!.q ?? []).push(args),
      {}
    )
  addScript("analytics", `https://www.clarity.ms/tag/${encodeURIComponent(id)}`)
}

export function ConsentedScripts({
  analyticsId,
  tagManagerId,
  chatbotUrl,
}: Ids) {
  React.useEffect(() => {
    if (analyticsId) loadAnalytics(analyticsId)
    if (tagManagerId) loadTagManager(tagManagerId)
  }, [analyticsId, tagManagerId])
  return chatbotUrl ? <Chatbot url={chatbotUrl} /> : null
}

/**
 * The chatbot embed: its wrapper stays hidden until the visitor opens it, and its frame is loaded
 * on that first opening, at least 700 px high.
 */
function Chatbot({ url }: { url: string }) {
  const copy = useFormsCopy().chatbot
  const [open, setOpen] = React.useState(false)
  const [opened, setOpened] = React.useState(false)
  const panelId = React.useId()

  return (
    <div className="fixed right-4 bottom-4 z-[55] flex flex-col items-end gap-3">
      <div
        id={panelId}
        hidden={!open}
        data-testid="chatbot-wrapper"
        className="rounded-card max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto bg-white shadow-2xl"
      >
        {opened && (
          <iframe
            src={url}
            title={copy.title}
            className="block min-h-[700px] w-full border-0"
          />
        )}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open)
          setOpened(true)
        }}
        className="bg-brand text-brand-foreground hover:bg-brand-light flex h-12 items-center gap-2 rounded-full px-5 font-semibold shadow-lg"
      >
        {open ? (
          <X aria-hidden className="size-5" />
        ) : (
          <MessageCircle aria-hidden className="size-5" />
        )}
        {open ? copy.close : copy.open}
      </button>
    </div>
  )
}
