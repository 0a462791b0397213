import * as React from "react"
import { useSiteConfig } from "../hooks/use-site-config"
import { cn } from "../lib/cn"

type KeyFigure = { value: string; label: string }

/**
 * The headline figures of an article, set large: each read once, label then figure ('cost impact
 * on the well: over 60%'), and shown figure above label.
 */
function KeyFigures({ items }: { items: KeyFigure[] }) {
  return (
    <dl className="not-prose my-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-card border-accent bg-muted flex flex-col-reverse border-t-4 p-5"
        >
          <dt className="text-muted-foreground mt-1 text-sm">{item.label}</dt>{" "}
          <dd className="text-brand text-3xl font-bold">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Callout({
  title,
  children,
}: {
  title?: string
  children: React.ReactNode
}) {
  return (
    <aside className="rounded-r-card border-teal bg-muted my-8 border-l-4 px-6 py-5">
      {title && <p className="text-brand mb-1 font-bold">{title}</p>}
      <div className="text-foreground [&>p]:m-0">{children}</div>
    </aside>
  )
}

function CompanyName() {
  return <>{useSiteConfig().name}</>
}

function InfoEmail() {
  const { email } = useSiteConfig()
  return <a href={`mailto:${email}`}>{email}</a>
}

const heading =
  (Tag: "h2" | "h3" | "h4", className: string) =>
  ({ className: extra, ...props }: React.ComponentProps<"h2">) => (
    <Tag className={cn(className, extra)} {...props} />
  )

/**
 * One map for every MDX file, so all prose looks alike: prose styles and the components content may
 * use.
 */
export const mdxComponents = {
  h2: heading(
    "h2",
    "mt-12 mb-4 text-2xl font-bold tracking-tight text-brand sm:text-3xl"
  ),
  h3: heading("h3", "mt-8 mb-3 text-xl font-bold text-brand"),
  h4: heading("h4", "mt-6 mb-2 text-lg font-semibold text-brand"),
  p: (props: React.ComponentProps<"p">) => (
    <p className="my-4 leading-relaxed" {...props} />
  ),
  ul: (props: React.ComponentProps<"ul">) => (
    <ul className="marker:text-teal my-4 list-disc space-y-2 pl-6" {...props} />
  ),
  ol: (props: React.ComponentProps<"ol">) => (
    <ol
      className="marker:text-teal my-4 list-decimal space-y-2 pl-6 marker:font-semibold"
      {...props}
    />
  ),
  li: (props: React.ComponentProps<"li">) => (
    <li className="pl-1 leading-relaxed" {...props} />
  ),
  a: (props: React.ComponentProps<"a">) => (
    <a
      className="text-teal hover:text-brand font-medium underline underline-offset-2"
      {...props}
    />
  ),
  strong: (props: React.ComponentProps<"strong">) => (
    <strong className="text-brand font-semibold" {...props} />
  ),
  blockquote: (props: React.ComponentProps<"blockquote">) => (
    <blockquote
      className="border-accent text-brand my-6 border-l-4 pl-5 text-lg italic"
      {...props}
    />
  ),
  // A wide table scrolls sideways on a phone; focusable, so the keyboard can scroll it too.
  table: (props: React.ComponentProps<"table">) => (
    <div
      tabIndex={0}
      className="rounded-card border-border my-6 overflow-x-auto border"
    >
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: (props: React.ComponentProps<"th">) => (
    <th className="bg-brand px-4 py-3 font-semibold text-white" {...props} />
  ),
  td: (props: React.ComponentProps<"td">) => (
    <td className="border-border border-t px-4 py-3" {...props} />
  ),
  hr: () => <hr className="border-border my-10" />,
  KeyFigures,
  Callout,
  CompanyName,
  InfoEmail,
}
