import * as React from "react"
import { cn } from "../lib/cn"
import { present, type Maybe, type MaybeList } from "./content-image"

export type Figure = { value: Maybe<string>; label: Maybe<string> }

type KeyFiguresProps = {
  items: MaybeList<Figure>
  /** "brand" sets the figures on the navy band; "light" on white or muted backgrounds. */
  tone?: "light" | "brand"
  className?: string
}

/** A row of headline figures (value above its label), e.g. 40+ services, 30+ experts. */
export function KeyFigures({
  items,
  tone = "light",
  className,
}: KeyFiguresProps) {
  const figures = present(items)
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-x-6 gap-y-8 text-center",
        figures.length === 3 ? "sm:grid-cols-3" : "lg:grid-cols-4",
        className
      )}
    >
      {figures.map((figure) => (
        <div
          key={`${figure.value}-${figure.label}`}
          className="flex flex-col-reverse items-center gap-2"
        >
          <dt
            className={cn(
              "max-w-[16rem] text-sm leading-snug",
              tone === "brand" ? "text-white/85" : "text-muted-foreground"
            )}
          >
            {figure.label}
          </dt>
          <dd
            className={cn(
              "text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl",
              tone === "brand" ? "text-accent" : "text-brand"
            )}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
