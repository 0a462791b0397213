// The site's calendar: which day it is for the consultancy's visitors, and so which events are
// still to come. The build (the upcoming and past events of /news-and-events) and the server
// (which rebuilds that page when a new day moves an event from one list to the other) judge it
// the same way, here. Browser-safe: nothing here touches Node.

export const SITE_TIME_ZONE = "Europe/Amsterdam"

// Made on first use: a page that only compares days (the events list) does not carry it.
let days: Intl.DateTimeFormat | undefined

/** The day (YYYY-MM-DD) it is in Amsterdam at that instant. */
export function siteDay(at: Date | number | string): string {
  days ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
  return days.format(new Date(at))
}

/** The day an event's date names, as written (2025-03-12 of 2025-03-12T09:30:00Z), or null. */
export function eventDay(date: string | null | undefined): string | null {
  return /^\d{4}-\d{2}-\d{2}/.exec(date ?? "")?.[0] ?? null
}

/** An event is upcoming from its own day on; one without a date is past. */
export function isUpcoming(date: string | null | undefined, today: string) {
  const day = eventDay(date)
  return day !== null && day >= today.slice(0, 10)
}

/** The ids of the events that are upcoming on that day, sorted: what the split depends on. */
export function upcomingIds(
  events: Array<{ id: string; date: string | null }>,
  today: string
): string[] {
  return events
    .filter((event) => isUpcoming(event.date, today))
    .map((event) => event.id)
    .sort()
}
