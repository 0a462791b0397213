import { getCountries, getCountryCallingCode } from "libphonenumber-js/core"
import metadata from "libphonenumber-js/metadata.min.json"

// The Book Session form's dial prefixes (a maintained library's metadata, which stays current, not
// a hand-typed table). Its metadata is large, so it comes with sections/country-options.tsx, a
// chunk of its own, and never with the page.

export type CountryCode = { iso: string; name: string; dial: string }

export function countryCodes(locale = "en"): CountryCode[] {
  const names =
    typeof Intl.DisplayNames === "function"
      ? new Intl.DisplayNames([locale], { type: "region" })
      : null
  return getCountries(metadata)
    .map((iso) => ({
      iso,
      name: names?.of(iso) ?? iso,
      dial: `+${getCountryCallingCode(iso, metadata)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The dial prefix of a country's ISO code ("NL" -> "+31"), or undefined for an unknown code. */
export function dialCode(iso: string): string | undefined {
  try {
    return `+${getCountryCallingCode(iso as Parameters<typeof getCountryCallingCode>[0], metadata)}`
  } catch {
    return undefined
  }
}
