// Dates an administrator saves (ISO 8601: a day, or a day and a time) are shown as written: the
// day and time they name, not converted to the reader's or the build machine's zone, so the
// prebuilt page and the page after hydration read the same.

const month = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  timeZone: "UTC",
})
const shortMonth = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  timeZone: "UTC",
})

export type DayParts = {
  iso: string
  day: number
  month: string
  shortMonth: string
  year: number
  time: string | null
}

/** The day (and time, when given) an ISO 8601 text names, or null when it names none. */
export function dayParts(iso: string | null | undefined): DayParts | null {
  const match = iso
    ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(iso)
    : null
  if (!match) return null
  const [, year, monthNumber, day, time] = match
  const date = new Date(
    Date.UTC(Number(year), Number(monthNumber) - 1, Number(day))
  )
  if (Number.isNaN(date.getTime())) return null
  return {
    iso: `${year}-${monthNumber}-${day}`,
    day: Number(day),
    month: month.format(date),
    shortMonth: shortMonth.format(date),
    year: Number(year),
    time: time && time !== "00:00" ? time : null,
  }
}

/** "12 March 2025", or "12 March 2025, 09:30" when a time is given and wanted. */
export function formatDay(parts: DayParts, { withTime = true } = {}) {
  const day = `${parts.day} ${parts.month} ${parts.year}`
  return withTime && parts.time ? `${day}, ${parts.time}` : day
}
