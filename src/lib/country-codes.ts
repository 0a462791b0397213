import metadata from "libphonenumber-js/metadata.max.json"

// The Book Session form's dial prefixes, from a maintained library's metadata rather than a
// hand-typed table. Only its table of calling codes is read (3 KB of the metadata, which is mostly
// every country's number formats): webpack inlines a module only this file reads and the minifier
// drops what nobody reads, so the footer's forms, fetched with every page, carry the table alone.
// Hence the "max" file (its table is the same): the number parser, fetched on demand
// (international-number.ts), reads all of the "min" one, and a module two chunks share stays whole.

export type CountryCode = { iso: string; name: string; dial: string }

/** Each country's ISO code and dial prefix ("NL" -> "+31"). */
const DIAL_BY_COUNTRY = new Map<string, string>(
  Object.entries(metadata.country_calling_codes).flatMap(([code, countries]) =>
    countries.map((iso) => [iso, `+${code}`] as const)
  )
)

export function countryCodes(locale = "en"): CountryCode[] {
  const names =
    typeof Intl.DisplayNames === "function"
      ? new Intl.DisplayNames([locale], { type: "region" })
      : null
  return [...DIAL_BY_COUNTRY]
    .map(([iso, dial]) => ({ iso, name: names?.of(iso) ?? iso, dial }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The dial prefix of a country's ISO code ("NL" -> "+31"), or undefined for an unknown code. */
export const dialCode = (iso: string): string | undefined =>
  DIAL_BY_COUNTRY.get(iso)
