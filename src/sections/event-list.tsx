import * as React from "react"
import { graphql } from "gatsby"
import { MapPinned } from "../components/icons"
import { Section } from "../components/ui/section"
import { isUpcoming } from "../../common/site-dates"
import { dayParts, formatDay, type DayParts } from "../lib/dates"
import { cn } from "../lib/cn"
import { itemAnchor, itemsOfKind } from "../lib/search-index"

export const query = graphql`
  fragment EventListCopy on PanelEventsCopy {
    upcomingTitle
    pastTitle
  }
  fragment EventItem on PanelEvent {
    recordId
    title
    date
    location
    description
  }
`

type EventListProps = Queries.EventListCopyFragment & {
  events: readonly Queries.EventItemFragment[]
  /** The day the page was built, in Amsterdam (YYYY-MM-DD): events on or after it are upcoming. */
  today: string
}

/**
 * The panel's events: upcoming ones first, soonest first, then past ones, latest first. Each list
 * shows only when it has events, and events without a date come last among the past ones.
 */
export function EventList({
  upcomingTitle,
  pastTitle,
  events,
  today,
}: EventListProps) {
  const { upcoming, past } = splitEvents(events, today)
  return (
    <>
      {upcoming.length > 0 && (
        <Section
          id="upcoming-events"
          {...itemsOfKind("event")}
          title={upcomingTitle}
        >
          <Events items={upcoming} />
        </Section>
      )}
      {past.length > 0 && (
        <Section
          id="past-events"
          {...itemsOfKind("event")}
          tone="muted"
          title={pastTitle}
        >
          <Events items={past} past />
        </Section>
      )}
    </>
  )
}

type Dated = Queries.EventItemFragment & { day: DayParts | null }

export function splitEvents(
  events: readonly Queries.EventItemFragment[],
  today: string
) {
  const dated: Dated[] = events.map((event) => ({
    ...event,
    day: dayParts(event.date),
  }))
  const upcoming = dated.filter((event) => isUpcoming(event.date, today))
  const past = dated.filter((event) => !isUpcoming(event.date, today))
  const byDate = (a: Dated, b: Dated) =>
    (a.date ?? "").localeCompare(b.date ?? "")
  upcoming.sort(byDate)
  past.sort((a, b) => byDate(b, a))
  return { upcoming, past }
}

function Events({ items, past = false }: { items: Dated[]; past?: boolean }) {
  return (
    <ul className="mx-auto max-w-4xl space-y-5">
      {items.map((event) => (
        <li key={event.recordId}>
          <article className="rounded-card border-border flex gap-5 border bg-white p-5 shadow-sm sm:gap-6 sm:p-6">
            <div
              aria-hidden
              className={cn(
                "rounded-card flex w-16 shrink-0 flex-col items-center justify-center self-start py-2 sm:w-20",
                past ? "bg-muted text-brand" : "bg-brand text-brand-foreground"
              )}
            >
              {event.day && (
                <>
                  <span className="text-2xl leading-none font-extrabold sm:text-3xl">
                    {event.day.day}
                  </span>
                  <span className="mt-1 text-xs font-semibold tracking-wider uppercase">
                    {event.day.shortMonth}
                  </span>
                  <span className="text-xs opacity-80">{event.day.year}</span>
                </>
              )}
            </div>
            <div className="min-w-0 flex-1">
              <h3
                id={itemAnchor("event", event.recordId)}
                className="text-brand text-xl leading-snug font-bold"
              >
                {event.title}
              </h3>
              <p className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {event.day && (
                  <time dateTime={event.date ?? undefined}>
                    {formatDay(event.day)}
                  </time>
                )}
                {event.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPinned aria-hidden className="text-teal size-4" />
                    {event.location}
                  </span>
                )}
              </p>
              {event.description && (
                <p className="text-foreground mt-3 leading-relaxed whitespace-pre-line">
                  {event.description}
                </p>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
