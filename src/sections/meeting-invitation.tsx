import * as React from "react"
import { Mail } from "../components/icons"
import { useSiteConfig } from "../hooks/use-site-config"

/** The invitation to arrange a meeting through the information address. */
export function MeetingInvitation({
  title,
  text,
}: {
  title: string
  text: string
}) {
  const { email } = useSiteConfig()
  return (
    // The same invitation closes every article: it is no article's own words (data-pagefind-ignore).
    <aside
      data-pagefind-ignore
      className="rounded-card bg-brand p-8 text-center text-white"
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/85">
        {text}{" "}
        <a
          href={`mailto:${email}`}
          className="text-accent inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          <Mail aria-hidden className="size-4" />
          {email}
        </a>
        .
      </p>
    </aside>
  )
}
